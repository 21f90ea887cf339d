import type { Meta, StoryObj } from '@storybook/react-vite';
import { CourseList } from './CourseList';

const meta: Meta<typeof CourseList> = { title: 'Widgets/Courses', component: CourseList };
export default meta;

export const KG: StoryObj<typeof CourseList> = { args: { level: 'KG' } };
export const Elementary: StoryObj<typeof CourseList> = { args: { level: 'elementary' } };
export const HighSchool: StoryObj<typeof CourseList> = { args: { level: 'highschool' } };
export const Preparatory: StoryObj<typeof CourseList> = { args: { level: 'preparatory' } };
