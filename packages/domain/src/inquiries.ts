import { z } from './zod.js';
import { assetSchema } from './content.js';
import { SITE_LANGS } from './locales.js';
import { plainText, typeErrors } from './text.js';

/**
 * One-to-one inquiries (docs/product/inquiries.md#fields, docs/product/inquiries.md#validation, docs/api.md#inquiries-qa, docs/product/inquiries.md#constants). The spec gives
 * two title maxima (30 and 50); we build 50, the reading most sources give. Messages are message keys.
 */
export const INQUIRY_LIMITS = {
  titleMax: 50,
  contentMax: 5000,
  urlMax: 500,
  /** At most 5 attachments per inquiry, and per upload call. */
  files: 5,
  /** Each attachment at most 10485760 bytes (10 MB). */
  fileBytes: 10_485_760,
  /** Shown file names are cut to this length (the stored file is named by a random uuid). */
  fileNameMax: 200,
} as const;

export const INQUIRY_STATUSES = ['WAIT', 'COMPLETE'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
/** What an upload is for (the spec's `target`); only inquiries upload files. */
const ASSET_TARGETS = ['QNA'] as const;

const url = z
  .string(typeErrors(undefined, 'error.invalid'))
  .trim()
  .max(INQUIRY_LIMITS.urlMax, 'error.tooLong')
  // Linear: the dot is found in a lookahead that never reaches for the end (SECURITY.md, "Text fields").
  .refine((v) => v === '' || /^https?:\/\/(?=\S+\.\S)\S+$/i.test(v), 'qna.error.url')
  .optional()
  .nullable()
  .transform((v) => v || '');

/** An asset reference: the uuid the upload call answered. */
export const assetUuid = z.string(typeErrors(undefined, 'error.invalid')).uuid('error.invalid');

/** The inquiry payload (docs/product/inquiries.md#fields): create without pk, edit with it. */
export const inquiryEditInput = z.object({
  pk: z.coerce.number({ error: 'error.number' }).int('error.number').positive('error.number').optional().nullable(),
  siteLang: z.enum(SITE_LANGS as [string, ...string[]], { error: 'error.invalid' }).optional(),
  questionTypeCode: z
    .string(typeErrors('qna.error.typeRequired', 'error.invalid'))
    .trim()
    .min(1, 'qna.error.typeRequired')
    .max(30, 'error.tooLong'),
  title: plainText(INQUIRY_LIMITS.titleMax, 'qna.error.titleRequired', 'qna.alert.titleLimit'),
  content: plainText(INQUIRY_LIMITS.contentMax, 'qna.error.contentRequired', 'error.tooLong'),
  url,
  assets: z
    .array(assetUuid, typeErrors(undefined, 'error.list'))
    .max(INQUIRY_LIMITS.files, 'qna.alert.fileCount')
    .refine((list) => new Set(list).size === list.length, 'error.invalid')
    .default([]),
});
export type InquiryEditInput = z.input<typeof inquiryEditInput>;

/**
 * A staff answer (docs/product/inquiries.md#answers): plain text like the question, an optional reference URL. The
 * inquiry desk checks it field by field; the answer's rules (inquiry-rules.ts) check it again for every door.
 */
export const inquiryAnswerInput = z.object({
  content: plainText(INQUIRY_LIMITS.contentMax, 'qna.error.contentRequired', 'error.tooLong'),
  url,
});

/** A staff note or follow-up on an inquiry (the inquiry desk): plain text like an answer. */
export const inquiryNoteInput = z.object({
  content: plainText(INQUIRY_LIMITS.contentMax, 'qna.error.contentRequired', 'error.tooLong'),
});

export const inquiryDeleteInput = z.object({
  pk: z.coerce.number({ error: 'error.number' }).int('error.number').positive('error.required'),
});

/** The multipart fields of /api/asset-front/new besides the repeated `files`. */
export const assetUploadInput = z.object({
  target: z.enum(ASSET_TARGETS, { error: 'error.invalid' }),
});

/** An attachment as inquiries carry it: the spec's asset plus its size. `url` is the authorised download route. */
const inquiryAssetSchema = assetSchema.extend({ size: z.number() });
export type InquiryAsset = z.infer<typeof inquiryAssetSchema>;

export const questionTypeSchema = z.object({ code: z.string(), name: z.string() });
export type QuestionType = z.infer<typeof questionTypeSchema>;

/** An inquiry in the member's list (docs/product/inquiries.md#fields). */
const inquiryItemSchema = z.object({
  pk: z.number(),
  title: z.string(),
  content: z.string(),
  url: z.string(),
  assets: z.array(inquiryAssetSchema),
  createAt: z.string(),
  processStatus: z.enum(INQUIRY_STATUSES),
  questionTypeCode: z.string(),
  questionTypeName: z.string(),
  answer: z
    .object({
      content: z.string(),
      url: z.string(),
      assets: z.array(inquiryAssetSchema),
      answerAt: z.string().nullable(),
      /** Staff follow-ups to the answer, oldest first (docs/product/inquiries.md#answers). */
      followUps: z.array(z.object({ content: z.string(), at: z.string() })),
    })
    .nullable(),
});
export type InquiryItem = z.infer<typeof inquiryItemSchema>;

/** POST /api/qna/list: `{ data: { items } }` inside the reply's data (the spec reads data.data.items). */
export const inquiryListReply = z.object({ data: z.object({ items: z.array(inquiryItemSchema) }) });
/** POST /api/asset-front/new: the stored uploads. */
export const assetUploadReply = z.object({ assets: z.array(inquiryAssetSchema) });

/** The authorised download route of an asset (member headers required; never a public URL). */
export const assetDownloadPath = (uuid: string) => `/api/asset-front/file/${uuid}`;
