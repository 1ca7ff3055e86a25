import { describe, expect, it } from 'vitest';
import {
  checkInquiryAnswer,
  checkInquiryEdit,
  inquiryActions,
  InquiryRefused,
  planInquiryAnswer,
  planInquiryWrite,
  type InquiryPlan,
  type InquiryState,
  type InquiryWrite,
} from './inquiry-rules.js';

/*
 * The inquiry rules as a table (docs/product/inquiries.md): the status follows the answer, answeredAt is stamped on
 * the way to COMPLETE, QNA_RECEIPT on create and QNA_ANSWERED on the first answer, once each; COMPLETE without an
 * answer is refused, and so is any change to an answer once given. `stamp` says what happens to answeredAt: 'now', 'cleared' or 'kept' (not written).
 */
const NOW = new Date('2026-03-10T12:00:00Z');
const NEW = null;
const WAITING: InquiryState = { processStatus: 'WAIT', answerContent: null };
const WAITING_BLANK: InquiryState = { processStatus: 'WAIT', answerContent: '  ' };
const ANSWERED: InquiryState = { processStatus: 'COMPLETE', answerContent: 'Eight weeks.' };
const ANSWERED_LINK: InquiryState = { ...ANSWERED, answerUrl: 'https://example.com/a' };

type Stamp = 'now' | 'cleared' | 'kept';
// prettier-ignore
const WRITES: [string, InquiryState | null, InquiryWrite, status: string | undefined, Stamp, notifications: string[] | string][] = [
  // name                                              before         write                                                   status       stamp      notifications / refusal
  ['a member creates an inquiry',                     NEW,           { processStatus: 'WAIT' },                              'WAIT',      'cleared', ['QNA_RECEIPT']],
  ['a create without status fields',                  NEW,           { title: 'x' } as InquiryWrite,                         undefined,   'kept',    ['QNA_RECEIPT']],
  ['staff create one already answered (panel)',       NEW,           { answerContent: 'Yes.' },                              'COMPLETE',  'now',     ['QNA_RECEIPT', 'QNA_ANSWERED']],
  ['a create set COMPLETE without an answer',         NEW,           { processStatus: 'COMPLETE' },                          undefined,   'kept',    'qna.error.answerFirst'],
  ['the member edits the question',                   WAITING,       { title: 'y' } as InquiryWrite,                         undefined,   'kept',    []],
  ['staff answer (CLI or panel)',                     WAITING,       { answerContent: 'Eight weeks.', answerUrl: '' } as InquiryWrite, 'COMPLETE', 'now', ['QNA_ANSWERED']],
  ['staff answer and set COMPLETE',                   WAITING,       { answerContent: 'Yes.', processStatus: 'COMPLETE' },   'COMPLETE',  'now',     ['QNA_ANSWERED']],
  ['staff answer but leave the status WAIT',          WAITING,       { answerContent: 'Yes.', processStatus: 'WAIT' },       'COMPLETE',  'now',     ['QNA_ANSWERED']],
  ['staff set COMPLETE with an empty answer',         WAITING,       { answerContent: '', processStatus: 'COMPLETE' },       undefined,   'kept',    'qna.error.answerFirst'],
  ['staff set COMPLETE with a blank stored answer',   WAITING_BLANK, { processStatus: 'COMPLETE' },                          undefined,   'kept',    'qna.error.answerFirst'],
  ['staff save the form with a blank answer',         WAITING,       { answerContent: '   ', processStatus: 'WAIT' },       'WAIT',      'cleared', []],
  ['staff correct an answer (answered once)',         ANSWERED,      { answerContent: 'Six weeks by air.' },                 undefined,   'kept',    'qna.error.alreadyAnswered'],
  ['staff save an answered one unchanged',            ANSWERED,      { answerContent: 'Eight weeks.', processStatus: 'COMPLETE' }, 'COMPLETE', 'kept', []],
  ['staff set COMPLETE again (stored answer)',        ANSWERED,      { processStatus: 'COMPLETE' },                          'COMPLETE',  'kept',    []],
  ['staff set an answered one back to WAIT',          ANSWERED,      { processStatus: 'WAIT' },                              'COMPLETE',  'kept',    []],
  ['staff remove the answer',                         ANSWERED,      { answerContent: '' },                                  undefined,   'kept',    'qna.error.alreadyAnswered'],
  ['staff remove the answer and set COMPLETE',        ANSWERED,      { answerContent: null, processStatus: 'COMPLETE' },     undefined,   'kept',    'qna.error.alreadyAnswered'],
  ['staff change the answer link',                    ANSWERED,      { answerUrl: 'https://example.com' },                   undefined,   'kept',    'qna.error.alreadyAnswered'],
  ['staff save the answer link unchanged',            ANSWERED_LINK, { answerUrl: 'https://example.com/a', answerContent: 'Eight weeks.' }, 'COMPLETE', 'kept', []],
  ['a write without answer fields (answered)',        ANSWERED,      { title: 'z' } as InquiryWrite,                         undefined,   'kept',    []],
];

describe('any write of an inquiry', () => {
  it.each(WRITES)('%s', (_name, before, write, status, stamp, expected) => {
    let plan: InquiryPlan | undefined;
    let refusal: unknown;
    try {
      plan = planInquiryWrite(before, write, NOW);
    } catch (error) {
      refusal = error;
    }
    if (typeof expected === 'string') {
      expect(refusal).toBeInstanceOf(InquiryRefused);
      expect(refusal).toMatchObject({ key: expected, field: 'answerContent' });
      return;
    }
    expect(refusal).toBeUndefined();
    expect(plan!.patch.processStatus).toBe(status);
    if (stamp === 'kept') expect(plan!.patch).not.toHaveProperty('answeredAt');
    else expect(plan!.patch.answeredAt).toEqual(stamp === 'now' ? NOW : null);
    expect(plan!.notifications).toEqual(expected);
  });
});

describe('the member’s actions', () => {
  it.each([
    ['WAIT', true],
    ['COMPLETE', false],
  ] as const)('an inquiry in %s: edit %s, delete always', (processStatus, edit) => {
    expect(inquiryActions({ processStatus })).toEqual({ edit, delete: true });
    if (edit) expect(() => checkInquiryEdit({ processStatus })).not.toThrow();
    else expect(() => checkInquiryEdit({ processStatus })).toThrow(expect.objectContaining({ key: 'qna.error.answered', field: 'pk' }));
  });
});

describe('a staff answer (desk and command line)', () => {
  it('trims the content and defaults the URL', () => {
    expect(planInquiryAnswer({ content: '  Eight weeks. ' })).toEqual({ answerContent: 'Eight weeks.', answerUrl: '' });
    expect(planInquiryAnswer({ content: 'Yes', url: 'https://example.com/a' })).toEqual({
      answerContent: 'Yes',
      answerUrl: 'https://example.com/a',
    });
  });

  it.each(['', '   \n', '<b></b>'])('refuses an empty content %j', (content) => {
    expect(() => planInquiryAnswer({ content })).toThrow(expect.objectContaining({ key: 'qna.error.contentRequired', field: 'content' }));
  });

  it.each(['javascript:alert(1)', 'example.com', 'ftp://example.com/x'])('refuses a link that is not http(s) %j', (url) => {
    expect(() => planInquiryAnswer({ content: 'Yes', url })).toThrow(expect.objectContaining({ key: 'qna.error.url', field: 'url' }));
  });

  it('answers once: a second answer is refused on the inquiry', () => {
    expect(() => checkInquiryAnswer({ processStatus: 'WAIT' })).not.toThrow();
    expect(() => checkInquiryAnswer({ processStatus: 'COMPLETE' })).toThrow(
      expect.objectContaining({ key: 'qna.error.alreadyAnswered', field: 'pk' }),
    );
  });
});
