import type { UseFormReturn } from 'react-hook-form';
import { FormField, fieldProps } from '../../../components/form-field';
import { fieldError } from '../../../lib/field-error';
import type { Translate } from '../../../lib/messages';
import { useLoad } from '../../../lib/use-load';
import { listMeetingCategories, listMeetingProducts } from '../api/meetings';
import type { MeetingFormValues } from '../lib/meeting-form';

interface CatalogueSelectsProps {
  id: string;
  t: Translate;
  form: UseFormReturn<MeetingFormValues>;
  /** The modify modal shows the business area but does not change it (docs/meetings.md#modify-modal). */
  disabled?: boolean;
}

const none = async () => [];

/**
 * The business area of a request (docs/meetings.md#fields, docs/meetings.md#validation): category, sub-category (classification) and product, each loaded when
 * the one before it is chosen; choosing again empties the ones after it.
 */
export function CatalogueSelects({ id, t, form, disabled = false }: CatalogueSelectsProps) {
  const { register, watch, setValue, formState } = form;
  const top = Number(watch('productCategoryPk1')) || 0;
  const sub = Number(watch('productCategoryPk2')) || 0;
  const tops = useLoad(() => listMeetingCategories(0));
  const subs = useLoad(() => (top ? listMeetingCategories(top) : none()), [top]);
  const products = useLoad(() => (sub ? listMeetingProducts(sub) : none()), [sub]);
  const err = (name: keyof MeetingFormValues) => fieldError(t, formState.errors, name);

  const select = (
    name: 'productCategoryPk1' | 'productCategoryPk2' | 'productPk',
    options: { pk: number; label: string }[],
    after: string[],
  ) => {
    const error = err(name);
    const fieldId = `${id}-${name}`;
    return (
      <FormField id={fieldId} label={t(`meeting.field.${name}`)} required error={error}>
        <select
          className="input"
          aria-required="true"
          disabled={disabled}
          {...fieldProps(fieldId, error)}
          {...register(name, {
            onChange: () => after.forEach((next) => setValue(next as 'productPk', '')),
          })}
          // Controlled as well: the options arrive after the value (modify modal), and must then show it.
          value={watch(name) ?? ''}
        >
          <option value="">{t('meeting.field.choose')}</option>
          {options.map((o) => (
            <option key={o.pk} value={String(o.pk)}>
              {o.label}
            </option>
          ))}
        </select>
      </FormField>
    );
  };

  return (
    <div className="meeting-form__row">
      {select(
        'productCategoryPk1',
        (tops.data ?? []).map((c) => ({ pk: c.pk, label: c.name })),
        ['productCategoryPk2', 'productPk'],
      )}
      {select(
        'productCategoryPk2',
        (subs.data ?? []).map((c) => ({ pk: c.pk, label: c.name })),
        ['productPk'],
      )}
      {select(
        'productPk',
        (products.data ?? []).map((p) => ({ pk: p.pk, label: p.model })),
        [],
      )}
    </div>
  );
}
