/**
 * The trade shows and events the demo exhibitions were filmed at, with their real-world dates and places, so an
 * exhibition is dated by its show (CES in January, IAA in September) and search engines get a plausible Event.
 */
export interface Show {
  startsOn: string;
  endsOn: string;
  venue: string;
  city: string;
  /** ISO 3166 alpha-2. */
  country: string;
}

// prettier-ignore
export const SHOWS: Record<string, Show> = {
  'CES 2023': { startsOn: '2023-01-05', endsOn: '2023-01-08', venue: 'Las Vegas Convention Center', city: 'Las Vegas', country: 'US' },
  'Tech Day 2023': { startsOn: '2023-06-15', endsOn: '2023-06-16', venue: 'Seosan Proving Ground', city: 'Seosan', country: 'KR' },
  'IAA Mobility 2023': { startsOn: '2023-09-05', endsOn: '2023-09-10', venue: 'Messe München', city: 'Munich', country: 'DE' },
  'CES 2024': { startsOn: '2024-01-09', endsOn: '2024-01-12', venue: 'Las Vegas Convention Center', city: 'Las Vegas', country: 'US' },
  'Auto China 2024': { startsOn: '2024-04-25', endsOn: '2024-05-04', venue: 'China International Exhibition Center', city: 'Beijing', country: 'CN' },
  'Tech Day 2024': { startsOn: '2024-06-13', endsOn: '2024-06-14', venue: 'Seosan Proving Ground', city: 'Seosan', country: 'KR' },
};

/** The show an exhibition title names before its colon ('CES 2024: Booth Tour'); throws for an unknown one. */
export function showOf(title: string): Show {
  const show = SHOWS[title.split(':')[0].trim()];
  if (!show) throw new Error(`seed: no show dates for "${title}"`);
  return show;
}

/**
 * When an item went online: the show's last day, the pk in minutes after 09:00 UTC so items of one show keep
 * their order. Exhibitions are posted when their show ends.
 */
export const postedAt = (day: string, pk: number) => new Date(Date.parse(`${day}T09:00:00Z`) + pk * 60_000).toISOString();
