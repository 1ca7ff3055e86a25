import { splitCompanyName } from '@portal/domain';

/**
 * The partner filters a desk's search text matches (meetings, inquiries, members): any of the company's names
 * containing it, or both names when it is a company name as the desks show it, "Hyundai Motor (현대자동차)".
 */
export function companyMatches(q: string): Record<string, unknown>[] {
  const like = { $containsi: q };
  const both = splitCompanyName(q);
  return [
    { globalName: like },
    { localName: like },
    { englishName: like },
    ...(both ? [{ englishName: { $eqi: both.englishName }, localName: { $eqi: both.localName } }] : []),
  ];
}
