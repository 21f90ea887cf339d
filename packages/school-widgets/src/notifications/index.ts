export { NotificationList, notificationKeys, type NotificationListProps } from './NotificationList';
export { PushNotificationDialog, type PushNotificationDialogProps } from './PushNotificationDialog';
