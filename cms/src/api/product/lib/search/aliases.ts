import type { StrapiLocale } from '@portal/domain';
import { fold } from './analyze';
import type { ProductDoc } from './search-index';

/**
 * Common names of the catalogue's things in the four languages (docs/search.md#across-languages). A product whose
 * model or category names (in any locale) contain one name of a group is also found by every other name of it:
 * "大灯" (the everyday Chinese word) finds the "前照灯", "lamp" on a Korean page finds the "헤드램프".
 */
const SYNONYMS: readonly (readonly string[])[] = [
  [
    'headlamp',
    'headlight',
    'head lamp',
    'head light',
    '헤드램프',
    '헤드라이트',
    '전조등',
    '前照灯',
    '大灯',
    '车头灯',
    'ヘッドランプ',
    'ヘッドライト',
  ],
  ['rear lamp', 'tail lamp', 'taillight', 'tail light', '리어램프', '테일램프', '후미등', '尾灯', '后灯', 'リアランプ', 'テールランプ'],
  ['lamp', 'light', 'lighting', '램프', '라이트', '조명', '车灯', '灯', '照明', 'ランプ', 'ライト', 'ライティング'],
  ['airbag', 'air bag', '에어백', '安全气囊', '气囊', 'エアバッグ'],
  ['battery', '배터리', '电池', 'バッテリー', '電池'],
  ['brake', 'braking', '브레이크', '제동', '制动', '刹车', 'ブレーキ'],
  ['display', 'screen', '디스플레이', '화면', '显示屏', '屏幕', 'ディスプレイ', '画面'],
  ['steering', 'steer', '조향', '스티어링', '转向', '方向盘', 'ステアリング', '操舵'],
  ['radar', '레이더', '雷达', 'レーダー'],
  ['camera', '카메라', '摄像头', '相机', 'カメラ'],
  ['suspension', '서스펜션', '현가', '悬架', '悬挂', 'サスペンション'],
  ['charger', 'charging', '충전기', '충전', '充电器', '充电', '充電器', '充電'],
  ['motor', '모터', '电机', '马达', 'モーター'],
  ['inverter', '인버터', '逆变器', 'インバーター'],
  ['seat', '시트', '座椅', 'シート'],
];

const FOLDED = SYNONYMS.map((group) => group.map(fold));

/** The synonym groups a folded name text belongs to, as one text of all their names. */
function synonymsOf(folded: string): string[] {
  return SYNONYMS.filter((_, i) => FOLDED[i].some((name) => folded.includes(name))).map((group) => group.join(' '));
}

/**
 * Gives each product its `alias` field: its model and category names in the other locales and the common names of
 * what it is, so that a query in any of the four languages finds it. The index weighs the field under the page's
 * own model and category names (search-index.ts), so a match in the page's language ranks first. Products are
 * matched across locales by pk.
 */
export function withAliases(byLocale: Map<StrapiLocale, ProductDoc[]>): Map<StrapiLocale, ProductDoc[]> {
  const names = new Map<number, Map<StrapiLocale, string>>();
  for (const [locale, docs] of byLocale)
    for (const doc of docs) {
      const perLocale = names.get(doc.pk) ?? new Map<StrapiLocale, string>();
      perLocale.set(locale, `${doc.model} ${doc.category}`);
      names.set(doc.pk, perLocale);
    }
  const out = new Map<StrapiLocale, ProductDoc[]>();
  for (const [locale, docs] of byLocale)
    out.set(
      locale,
      docs.map((doc) => {
        const all = names.get(doc.pk)!;
        const others = [...all].filter(([l]) => l !== locale).map(([, text]) => text);
        const alias = [...others, ...synonymsOf(fold([...all.values()].join(' ')))].join('\n');
        return { ...doc, alias };
      }),
    );
  return out;
}
