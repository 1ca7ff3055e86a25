import { useState } from 'react';
import { Tabs } from '../../../components/tabs';
import { useIsland, useSignedInUser, type IslandProps } from '../../../lib/island';
import type { Translate } from '../../../lib/messages';
import { useLoad } from '../../../lib/use-load';
import { listMemberCategories, type MemberCategory } from '../api/list-products';
import { HomeCategoryProducts } from './home-category-products';
import './home-products.css';

interface HomeProductsProps extends IslandProps {
  /** The public top categories, the tabs for a member who chose no interests. */
  publicCategories: MemberCategory[];
}

/** The member's categories as tabs, each a carousel; mounted per signed-in member, so it loads from scratch. */
function MemberProducts({ t, publicCategories }: { t: Translate; publicCategories: MemberCategory[] }) {
  const categories = useLoad(listMemberCategories);
  const [selected, setSelected] = useState(0);
  if (categories.loading) {
    return (
      <p className="home-products__status" role="status">
        {t('common.loading')}
      </p>
    );
  }
  const tabs = categories.data?.length ? categories.data : publicCategories;
  const index = Math.min(selected, Math.max(0, tabs.length - 1));
  return (
    <Tabs
      id="home-products"
      label={t('home.member.tabs.label')}
      tabs={tabs.map((c) => c.name)}
      selected={index}
      onSelect={setSelected}
      panels={tabs.map((c, i) => (i === index ? <HomeCategoryProducts key={c.pk} category={c} t={t} /> : null))}
    />
  );
}

/**
 * The member's products on home (docs/product/content.md#home): their own product categories
 * (user-product/list) as tabs, each a bookmark-sorted card carousel with the detail modal and bookmark buttons.
 * Hydrated with client:member; the visitors' category carousel is hidden for members ([data-guest-only]). It
 * loads again when a member signs in anew (after a 401/423, docs/product/catalogue.md#product-detail).
 */
export default function HomeProducts({ lang, messages, publicCategories }: HomeProductsProps) {
  const t = useIsland(lang, messages);
  const user = useSignedInUser();
  if (!user) return null;
  return (
    <section className="home-products container" aria-labelledby="home-products-title">
      <h2 id="home-products-title" className="section-title">
        {t('home.member.products.title')}
      </h2>
      <p className="home-products__lead">{t('home.member.products.lead')}</p>
      <MemberProducts key={user.email} t={t} publicCategories={publicCategories} />
    </section>
  );
}
