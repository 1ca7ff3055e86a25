export type LegalKind = 'TERMS' | 'PRIVACY' | 'MARKETING';

/** The markdown body of each legal text in one language. */
export type LegalBodies = Record<LegalKind, string>;
