import { describe, expect, it } from 'vitest';
import { cursorKey, PageCursors } from './pageCursors';

describe('page cursors', () => {
  it('finds the furthest remembered position at or before an offset', () => {
    const cursors = new PageCursors();
    const key = cursorKey('team', { sort: 'order' });
    expect(cursors.nearest(key, 50)).toEqual({ offset: 0 });
    cursors.remember(key, 25, 'after-24');
    cursors.remember(key, 75, 'after-74');
    expect(cursors.nearest(key, 50)).toEqual({ offset: 25, position: 'after-24' });
    expect(cursors.nearest(key, 75)).toEqual({ offset: 75, position: 'after-74' });
    expect(cursors.nearest(key, 10)).toEqual({ offset: 0 });
  });

  it('keeps queries apart and forgets a collection’s positions after a write', () => {
    const cursors = new PageCursors();
    cursors.remember(cursorKey('team', 1), 10, 'a');
    cursors.remember(cursorKey('teams', 1), 10, 'b');
    cursors.remember(cursorKey('team', 2), 10, 'c');
    cursors.forget('team');
    expect(cursors.nearest(cursorKey('team', 1), 10)).toEqual({ offset: 0 });
    expect(cursors.nearest(cursorKey('team', 2), 10)).toEqual({ offset: 0 });
    expect(cursors.nearest(cursorKey('teams', 1), 10)).toEqual({ offset: 10, position: 'b' });
  });

  it('forgets the least recently paged query first', () => {
    const cursors = new PageCursors(2);
    cursors.remember('a\n1', 10, 'a');
    cursors.remember('b\n1', 10, 'b');
    cursors.remember('a\n1', 20, 'a2');
    cursors.remember('c\n1', 10, 'c');
    expect(cursors.nearest('b\n1', 10)).toEqual({ offset: 0 });
    expect(cursors.nearest('a\n1', 20)).toEqual({ offset: 20, position: 'a2' });
  });
});
