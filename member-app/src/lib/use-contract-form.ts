import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type FieldValues, type Path, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';
import { ApiFailure } from './api-failure';
import type { Translate } from './messages';

/** A contract schema, or a loader of one (a form on a page that arrives without zod: the schema loads on first check). */
type ContractSchema = ZodType<unknown> | (() => Promise<ZodType<unknown>>);

/** A resolver whose schema loads on the first validation and is kept for the next. */
function lazyResolver<T extends FieldValues>(load: () => Promise<ZodType<unknown>>): Resolver<T> {
  let ready: Resolver<T> | undefined;
  return async (values, context, options) => {
    ready ??= zodResolver((await load()) as never) as unknown as Resolver<T>;
    return ready(values, context, options);
  };
}

/**
 * The one form wrapper (CONTRIBUTING.md#habits): react-hook-form validated by a contract schema, whose messages are message
 * keys translated when shown. `applyServerErrors` puts a 422's field errors under their fields (first message).
 */
export function useContractForm<T extends FieldValues>(schema: ContractSchema, options: UseFormProps<T> = {}) {
  const resolver = useMemo(
    () => (typeof schema === 'function' ? lazyResolver<T>(schema) : (zodResolver(schema as never) as unknown as Resolver<T>)),
    [schema],
  );
  return useForm<T>({ resolver, mode: 'onSubmit', shouldFocusError: true, ...options });
}

/** Shows a failed call's field errors on the form; returns false when the failure had none (caller alerts). */
export function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T>, error: unknown): boolean {
  if (!(error instanceof ApiFailure)) return false;
  const entries = Object.entries(error.fieldErrors).filter(([field]) => field !== '_');
  entries.forEach(([field, messages], index) =>
    form.setError(field as Path<T>, { type: 'server', message: messages[0] }, { shouldFocus: index === 0 }),
  );
  return entries.length > 0;
}

/** The message of a field error: contract keys are translated, server messages arrive translated already. */
export const errorText = (t: Translate, message: string | undefined) =>
  message ? (message.includes('.') && !message.includes(' ') ? t(message) : message) : '';
