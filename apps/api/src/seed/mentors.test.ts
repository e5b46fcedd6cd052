import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { checkMentors, type SeedProblem } from './validate';

const rosa = {
  slug: 'rosa-huaman-ccori',
  name: 'Rosa Huamán Ccori',
  specialty: 'Instructora de yoga',
  photo: '/media/mentor-1.webp',
  bio: 'Enseña yoga.',
};
const carla = {
  ...rosa,
  slug: 'carla',
  name: 'Carla Mendoza Vílchez',
  photo: '/media/mentor-2.webp',
};

function problemsOf(mentors: unknown[], live: unknown[], recorded: unknown[] = []): SeedProblem[] {
  const dir = mkdtempSync(join(tmpdir(), 'seed-mentors-'));
  mkdirSync(join(dir, 'documents'));
  mkdirSync(join(dir, 'tables'));
  writeFileSync(join(dir, 'documents/page-blocks.yaml'), stringify({ mentors }));
  writeFileSync(join(dir, 'tables/live-classes.yaml'), stringify(live));
  const problems: SeedProblem[] = [];
  checkMentors(dir, recorded as { mentor?: typeof rosa }[], problems);
  return problems;
}

describe('checkMentors: one person, one name', () => {
  it('accepts classes taught by the specialists, written the same', () => {
    expect(
      problemsOf([rosa, carla], [{ mentor: rosa }, { mentor: carla }], [{ mentor: rosa }]),
    ).toEqual([]);
  });

  it.each([
    [
      'another name for the same person',
      [{ mentor: { ...rosa, name: 'Lucía Quispe Mamani' } }, { mentor: carla }],
      'is written differently',
    ],
    [
      'a mentor who is no specialist',
      [{ mentor: rosa }, { mentor: carla }, { mentor: { ...rosa, slug: 'otra' } }],
      'is not one of',
    ],
    ['a specialist who teaches no class', [{ mentor: rosa }], 'teaches no live class'],
  ])('refuses %s', (_, live, message) => {
    const problems = problemsOf([rosa, carla], live);
    expect(problems.map((problem) => problem.message).join('\n')).toContain(message);
  });

  it('refuses one photo for two people', () => {
    const problems = problemsOf(
      [rosa, { ...carla, photo: rosa.photo }],
      [{ mentor: rosa }, { mentor: { ...carla, photo: rosa.photo } }],
    );
    expect(problems.map((problem) => problem.message)).toEqual([
      "/media/mentor-1.webp is already Rosa Huamán Ccori's photo",
    ]);
  });
});
