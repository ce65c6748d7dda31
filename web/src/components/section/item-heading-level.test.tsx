import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test-utils.tsx';
import { NewsList } from '../news-list/news-list.tsx';
import { PeopleGrid } from '../people-grid/people-grid.tsx';
import { Section } from './section.tsx';

const article = { id: 'a', title: 'First', summary: 'First summary', cover: null, publishDate: '2024-05-01' };
const person = { id: 'p', name: 'Li Ming', position: 'Chair', bio: 'Since 1992', photo: null };

/** The level of each heading in the order the page has them. */
const levels = () => screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));

describe('item headings follow the band they are in, never skipping a level', () => {
  it('a band with a heading puts its items one level below it', () => {
    renderIn(
      'en',
      <Section heading="Latest">
        <NewsList items={[article]} hrefFor={() => '/x'} />
        <PeopleGrid people={[person]} />
      </Section>,
    );
    expect(levels()).toEqual([2, 3, 3]);
  });

  it("a band without a heading puts its items at the band's own level, right under the page's h1", () => {
    renderIn(
      'en',
      <>
        <h1>Team</h1>
        <Section>
          <NewsList items={[article]} hrefFor={() => '/x'} />
          <PeopleGrid people={[person]} />
        </Section>
      </>,
    );
    expect(levels()).toEqual([1, 2, 2]);
  });

  it('a level given to the list wins over the band', () => {
    renderIn(
      'en',
      <Section heading="News">
        <NewsList items={[article]} hrefFor={() => '/x'} level={4} />
      </Section>,
    );
    expect(levels()).toEqual([2, 4]);
  });
});
