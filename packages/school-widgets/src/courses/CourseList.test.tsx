import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../shared/test-utils';
import { CourseList } from './CourseList';

describe('CourseList', () => {
  it("lists a level's subjects under the menu's label", () => {
    renderWidget(<CourseList level="elementary" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Subjects taught in Elementary G1-G8' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toContain('General Science');
    expect(items).toHaveLength(10);
  });

  it('shows the preparatory streams as separate lists', () => {
    renderWidget(<CourseList level="preparatory" />);
    const social = screen.getByRole('region', { name: 'Social Science' });
    expect(within(social).getByRole('heading', { name: 'Social Science' })).toBeInTheDocument();
    expect(within(social).getByText('Economics')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Natural Science' })).queryByText('Economics')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Common' })).getAllByRole('listitem')).toHaveLength(3);
  });

  // Issue 38 (decision 220): the page reads its texts from SchoolIntlProvider, not the live catalogue.
  it('reads the title and the stream names in Amharic, and in English again after a switch', async () => {
    const { setLanguage } = renderWidget(<CourseList level="preparatory" />, { language: 'am' });
    expect(await screen.findByRole('region', { name: 'ማኅበራዊ ሳይንስ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'በመሰናዶ ከ11-12ኛ ክፍል የሚሰጡ ትምህርቶች' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Social Science' })).not.toBeInTheDocument();
    setLanguage('en');
    expect(await screen.findByRole('region', { name: 'Social Science' })).toBeInTheDocument();
  });
});
