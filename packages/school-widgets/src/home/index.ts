export { SchoolWelcome, type SchoolWelcomeProps } from './SchoolWelcome';
export { PublicStatistics, type PublicStatisticsProps } from './PublicStatistics';
export { Carousel, type CarouselProps, type CarouselSlide } from './Carousel';
export { GalleryCarousel, type GalleryCarouselProps } from './GalleryCarousel';
export { StaffMessages, type StaffMessagesProps } from './StaffMessages';
export { Testimonials, type TestimonialsProps } from './Testimonials';
export { ApplyPrompt, type ApplyPromptProps } from './ApplyPrompt';
