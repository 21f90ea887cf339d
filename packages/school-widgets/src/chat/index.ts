export { Chat, chatUsersKey, type ChatProps } from './Chat';
