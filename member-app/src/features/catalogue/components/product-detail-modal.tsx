import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Icon } from '../../../components/icon';
import type { ProductDetail } from '@portal/domain';
import { ApiFailure } from '../../../lib/api-failure';
import { failureMessage } from '../../../lib/failure-message';
import { useIsland, type IslandProps } from '../../../lib/island';
import { MOBILE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { $productRequest, openProductDetail } from '../../../stores/product-detail';
import { $signedIn } from '../../../stores/session';
import { showProduct } from '../api/show-product';
import { ProductDetailBody } from './product-detail-body';
import { useProductViews } from './use-product-views';
import './product-detail.css';

/**
 * The product detail modal (docs/product/catalogue.md#product-detail): a native modal <dialog> that opens only once
 * product/show has answered, takes its requests from $productRequest (product cards, a retry
 * after sign-in), counts the view, and loads related products in place. PC and mobile (up to 720 px: a
 * full-screen sheet with the mobile texts) variants. Mounted with client:member by ProductDetail.astro.
 */
export default function ProductDetailModal({ lang, messages, preview }: IslandProps & { preview?: ProductDetail }) {
  const t = useIsland(lang, messages);
  const request = useStore($productRequest);
  const signedIn = useStore($signedIn);
  const mobile = useMediaQuery(MOBILE_QUERY);
  // An editor's preview of a draft (site/pages/preview.astro) shows that draft at once, to a visitor, uncounted.
  const [product, setProduct] = useState<ProductDetail | null>(preview ?? null);
  const [failure, setFailure] = useState('');
  const dialog = useRef<HTMLDialogElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const latest = useRef(0);
  const pressedOnBackdrop = useRef(false);
  const headingId = useId();
  useProductViews(preview ? null : (product?.pk ?? null));

  const load = useCallback(
    async (pk: number) => {
      const round = ++latest.current; // a slower earlier answer must not replace a later one
      try {
        const detail = await showProduct(pk, () => openProductDetail(pk));
        if (round === latest.current) setProduct(detail);
      } catch (error) {
        if (round !== latest.current) return;
        // 401/423: the login dialog has opened and asks again after the sign-in; this one steps aside.
        if (error instanceof ApiFailure && error.kind === 'auth') dialog.current?.close();
        else setFailure(failureMessage(error, t));
      }
    },
    [t],
  );

  useEffect(() => {
    if (request === null) return;
    $productRequest.set(null);
    void load(request);
  }, [request, load]);

  // Each product shown: open if closed (remembering where the focus was), back to the top, focus on the title.
  useEffect(() => {
    const element = dialog.current;
    if (!element || !product) return;
    if (!element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    }
    box.current?.scrollTo({ top: 0 });
    heading.current?.focus();
  }, [product]);

  useEffect(() => {
    if (!signedIn && !preview) dialog.current?.close();
  }, [signedIn, preview]);

  const onClose = () => {
    latest.current++;
    setProduct(null);
    if (opener.current?.isConnected) opener.current.focus();
  };

  return (
    <>
      {/* A click on the backdrop is the mouse's Escape, which the dialog handles natively. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        className="product-detail"
        aria-labelledby={headingId}
        onClose={onClose}
        onMouseDown={(event) => (pressedOnBackdrop.current = event.target === dialog.current)}
        onClick={(event) => pressedOnBackdrop.current && event.target === dialog.current && dialog.current?.close()}
      >
        {product && (
          <div ref={box} className="product-detail__box">
            <div className="product-detail__bar">
              <button type="button" className="icon-btn product-detail__close" onClick={() => dialog.current?.close()}>
                <Icon name="close" />
                <span className="visually-hidden">{t('common.close')}</span>
              </button>
            </div>
            <ProductDetailBody
              product={product}
              mobile={mobile}
              headingId={headingId}
              headingRef={heading}
              t={t}
              onOpenRelated={(pk) => void load(pk)}
            />
          </div>
        )}
      </dialog>
      <ConfirmDialog open={failure !== ''} message={failure} confirmLabel={t('common.close')} onConfirm={() => setFailure('')} />
    </>
  );
}
