/**
 * The timers a cook can start from a step: the times a step says to wait ("Simmer for 20
 * minutes", "Bake 25 to 30 minutes", "about 1 1/2 hours"), read from its words.
 *
 * A range runs to its shorter time, the moment to look ("check at 25, the step says up to 30").
 * Not timers: under a minute (a timer for "30 seconds" is slower than counting), over three hours
 * (an overnight soak or a long marinade is said before the ingredients, as make-ahead), "every 5
 * minutes" (a rhythm, not a wait), "1 minute less than the package says" (a difference) and "a
 * second bowl".
 */
export interface StepTimer {
  /** Seconds the timer counts down: the range's shorter time. */
  seconds: number;
  /** As the step says it, shortened: "20 min", "25–30 min", "1 1/2 hr". */
  label: string;
  /** Spoken: "20 minutes", "25 to 30 minutes", "1 1/2 hours". */
  spoken: string;
}

const WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  'half an': 0.5,
  'half a': 0.5,
};

const NUMBER = String.raw`(?:\d+(?:\.\d+)?(?:\s+\d\/\d)?|\d\/\d|half an?|an?|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty)`;
const SPOKEN_UNIT = String.raw`(minutes?|mins?|hours?|hrs?|seconds?|secs?)`;
const TIME = new RegExp(
  String.raw`(?<![\w/.])(${NUMBER})(?:\s+${SPOKEN_UNIT})?(?:\s*(?:to|-|–|or)\s*(${NUMBER}))?(?:\s+|-)${SPOKEN_UNIT}\b(?:\s+(?:and\s+)?(\d+)\s*(?:minutes?|mins?))?`,
  'gi',
);

const KIND = (unit: string): 'hour' | 'minute' | 'second' =>
  /^h/i.test(unit) ? 'hour' : /^m/i.test(unit) ? 'minute' : 'second';
const UNIT_SECONDS = (unit: string): number => ({ hour: 3600, minute: 60, second: 1 })[KIND(unit)];

function valueOf(text: string): number {
  const word = WORDS[text.toLowerCase()];
  if (word !== undefined) return word;
  const [whole, fraction] = text.trim().split(/\s+/);
  const part = (value: string) => {
    const [top, bottom] = value.split('/');
    return bottom === undefined ? Number(top) : Number(top) / Number(bottom);
  };
  return part(whole!) + (fraction === undefined ? 0 : part(fraction));
}

/** A time as digits: "a" is 1, "half an" is 1/2, "1 1/2" stays. */
function say(text: string): string {
  const word = WORDS[text.toLowerCase()];
  return word === undefined ? text : word === 0.5 ? '1/2' : String(word);
}

const SHORT = { hour: 'hr', minute: 'min', second: 'sec' } as const;

const MIN_SECONDS = 60;
const MAX_SECONDS = 3 * 3600;

/** The timers in one step, in the order it says them, each time once. */
export function stepTimers(step: string): StepTimer[] {
  const timers: StepTimer[] = [];
  for (const match of step.matchAll(TIME)) {
    const [, first, firstUnit, second, unit, extraMinutes] = match;
    // "45 minutes to 1 hour": one range in two units.
    if (firstUnit !== undefined && second === undefined) continue;
    const before = step.slice(0, match.index).toLowerCase();
    // "stir every 5 minutes": a rhythm; "in a second bowl": no time at all.
    if (/\bevery\s*$/.test(before)) continue;
    if (/^(?:a|an)$/i.test(first!) && /^sec/i.test(unit!)) continue;
    // "cook 1 minute less than the package says": a difference, not a wait ("4 minutes more" and
    // "5 minutes longer" are waits).
    const after = step.slice(match.index + match[0].length);
    if (/^\s*(?:less|fewer|(?:more|longer|shorter|earlier|later)\s+than)\b/i.test(after)) continue;
    const unitSeconds = UNIT_SECONDS(unit!);
    const extra = extraMinutes === undefined ? 0 : Number(extraMinutes);
    const low =
      valueOf(first!) * (firstUnit === undefined ? unitSeconds : UNIT_SECONDS(firstUnit)) + extra * 60;
    const high = second === undefined ? null : valueOf(second) * unitSeconds + extra * 60;
    const seconds = Math.round(Math.min(low, high ?? low));
    if (!Number.isFinite(seconds) || seconds < MIN_SECONDS || seconds > MAX_SECONDS) continue;
    if (timers.some((timer) => timer.seconds === seconds)) continue;
    // "half an hour" is 30 minutes on a kitchen timer.
    if (unitSeconds === 3600 && second === undefined && extra === 0 && seconds < 3600) {
      const minutes = Math.round(seconds / 60);
      timers.push({ seconds, label: `${minutes} min`, spoken: `${minutes} minutes` });
      continue;
    }
    const kind = KIND(unit!);
    const firstKind = firstUnit === undefined ? kind : KIND(firstUnit);
    const firstSaid = {
      label: firstKind === kind ? say(first!) : `${say(first!)} ${SHORT[firstKind]}`,
      spoken:
        firstKind === kind ? say(first!) : `${say(first!)} ${firstKind}${valueOf(first!) === 1 ? '' : 's'}`,
    };
    const amount = second === undefined ? firstSaid.label : `${firstSaid.label}–${say(second)}`;
    const spokenAmount = second === undefined ? firstSaid.spoken : `${firstSaid.spoken} to ${say(second)}`;
    const many = valueOf(second ?? first!) !== 1 ? 's' : '';
    const more =
      extra > 0 ? { label: ` ${extra} min`, spoken: ` ${extra} minute${extra === 1 ? '' : 's'}` } : null;
    timers.push({
      seconds,
      label: `${amount} ${SHORT[kind]}${more?.label ?? ''}`,
      spoken: `${spokenAmount} ${kind}${many}${more?.spoken ?? ''}`,
    });
  }
  return timers;
}

/** A countdown as a kitchen timer shows it: "9:58", "1:04:30". */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
