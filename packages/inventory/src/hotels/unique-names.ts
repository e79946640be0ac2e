/**
 * Names are unique within a city: a name already taken there is drawn again (up to `attempts`
 * times, deterministic for the same generator), and only then numbered ("Hotel Atlas II").
 */
export type NamePick = { name: string; renamed: boolean };

const NUMERALS = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

export function uniqueName(draw: () => string, taken: Set<string>, attempts = 20): NamePick {
  const first = draw();
  let name = first;
  for (let i = 0; taken.has(name) && i < attempts; i++) name = draw();
  for (let i = 0; taken.has(name); i++) name = `${first} ${NUMERALS[i] ?? i + 2}`;
  taken.add(name);
  return { name, renamed: name !== first };
}
