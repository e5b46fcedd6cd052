import { describe, expect, it } from 'vitest';
import { ENDED_CLASS_ACTION, liveClassActions } from './actions';

const CLASS = '/clases-en-vivo/yoga-prenatal';
const reserve = (link: string) => ({ title: 'Reservar mi lugar', link });

describe('liveClassActions', () => {
  it.each([
    ['to the class itself', [reserve(CLASS)], []],
    ['to the class, with a trailing slash', [reserve(`${CLASS}/`)], []],
    [
      'to the class, with a query or a fragment',
      [reserve(`${CLASS}?x=1`), reserve(`${CLASS}#horario`)],
      [],
    ],
    ['to the class, absolute on this site', [reserve(`http://portal.invalid${CLASS}`)], []],
    ['to a real reservation page', [reserve(`${CLASS}/reservar`)], [reserve(`${CLASS}/reservar`)]],
    [
      'to another site',
      [reserve('https://zoom.example/j/1')],
      [reserve('https://zoom.example/j/1')],
    ],
    ['to another class', [reserve('/clases-en-vivo/otra')], [reserve('/clases-en-vivo/otra')]],
    ['none', [], []],
  ])('a class to come, an action %s', (_, actions, expected) => {
    expect(liveClassActions(actions, { ended: false, classPath: CLASS })).toEqual(expected);
  });

  it.each([
    ['its own page', [reserve(CLASS)]],
    ['a real reservation page', [reserve(`${CLASS}/reservar`)]],
    ['nothing', []],
  ])(
    'an ended class never offers to reserve (the service gave %s): the recorded classes',
    (_, actions) => {
      expect(liveClassActions(actions, { ended: true, classPath: CLASS })).toEqual([
        ENDED_CLASS_ACTION,
      ]);
    },
  );
});
