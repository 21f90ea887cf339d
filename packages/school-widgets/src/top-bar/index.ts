export { CommunicationBadges, badgeKeys, type CommunicationBadgesProps } from './CommunicationBadges';
