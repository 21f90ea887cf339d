export { NewsList, type NewsListProps } from './NewsList';
export { NewsDetail, type NewsDetailProps } from './NewsDetail';
export { NewsCard, type NewsCardProps } from './NewsCard';
