export { NotificationList, notificationKeys, type NotificationListProps } from './NotificationList';
export { PushNotificationDialog, type PushNotificationDialogProps, type PushScope } from './PushNotificationDialog';
