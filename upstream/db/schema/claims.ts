// Warranty claims and pre-delivery inspections (docs/requirements.md#claims).
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const claims = sqliteTable(
  'claims',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    referenceNo: text('reference_no').notNull().unique(),
    /** The portal's submission id: a second submit of the same form finds the first claim. */
    submissionId: text('submission_id').unique(),
    custCode: text('cust_code').notNull(),
    productCategory: text('product_category').notNull(),
    statusId: integer('status_id').notNull(),
    frameNumber: text('frame_number'),
    frameShippedDelvNo: text('frame_shipped_delv_no'),
    frameShippedTo: text('frame_shipped_to'),
    articleCode: text('article_code').notNull(),
    articleName: text('article_name').notNull(),
    brandName: text('brand_name').notNull(),
    model: text('model'),
    modelYear: integer('model_year'),
    qty: integer('qty').notNull(),
    description: text('description').notNull(),
    purchaseDate: text('purchase_date').notNull(),
    /** JSON {name, phone, city, address, email} or null. */
    consumer: text('consumer'),
    contactPersonName: text('contact_person_name'),
    resolution: text('resolution'),
    reasonRejection: text('reason_rejection'),
    creditNote: text('credit_note'),
    deliveryNo: text('delivery_no'),
    deliveryAt: text('delivery_at'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('claims_cust_created').on(t.custCode, t.createdAt), index('claims_created').on(t.createdAt), index('claims_frame').on(t.frameNumber)],
);

export const claimProblemRows = sqliteTable(
  'claim_problem_rows',
  {
    claimId: integer('claim_id').notNull(),
    seq: integer('seq').notNull(),
    problemId: text('problem_id').notNull(),
    part: text('part').notNull(),
    description: text('description').notNull(),
    notes: text('notes'),
  },
  (t) => [primaryKey({ columns: [t.claimId, t.seq] })],
);

/** Files of a claim: the kind (invoice, idCard, photo, video, additionalDoc), its number and the blob key. */
export const claimDocs = sqliteTable(
  'claim_docs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    claimId: integer('claim_id').notNull(),
    docType: text('doc_type').notNull(),
    no: integer('no').notNull(),
    title: text('title'),
    url: text('url').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('claim_docs_claim').on(t.claimId)],
);

export const claimHistories = sqliteTable(
  'claim_histories',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    claimId: integer('claim_id').notNull(),
    statusId: integer('status_id').notNull(),
    reason: text('reason'),
    createdBy: text('created_by').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('claim_histories_claim').on(t.claimId)],
);

export const claimComments = sqliteTable(
  'claim_comments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    claimId: integer('claim_id').notNull(),
    comment: text('comment').notNull(),
    internal: integer('internal', { mode: 'boolean' }).notNull(),
    displayName: text('display_name').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('claim_comments_claim').on(t.claimId)],
);

/** A recall campaign; the texts are the distributor's own language (English), translations beside. */
export const claimRecalls = sqliteTable('claim_recalls', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  instruction: text('instruction').notNull(),
  createdAt: text('created_at').notNull(),
  /** Null while the campaign is open. */
  closedAt: text('closed_at'),
});

/** A recall's texts in another language (de, fr, id, ms); a language without a row reads the recall's own. */
export const claimRecallTexts = sqliteTable(
  'claim_recall_texts',
  {
    recallId: integer('recall_id').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    instruction: text('instruction').notNull(),
  },
  (t) => [primaryKey({ columns: [t.recallId, t.language] })],
);

/** The frames a recall covers; done when a claim on the frame or the repair was recorded. */
export const claimRecallFrames = sqliteTable(
  'claim_recall_frames',
  {
    recallId: integer('recall_id').notNull(),
    frameNumber: text('frame_number').notNull(),
    doneAt: text('done_at'),
    /** `claim` or `repair`. */
    doneBy: text('done_by'),
    claimId: integer('claim_id'),
    /** Who recorded the repair (the portal user's name). */
    doneByName: text('done_by_name'),
  },
  (t) => [primaryKey({ columns: [t.frameNumber, t.recallId] }), index('claim_recall_frames_recall').on(t.recallId, t.doneAt)],
);

export const stolenFrames = sqliteTable('stolen_frames', {
  frameNumber: text('frame_number').primaryKey(),
  reportedAt: text('reported_at').notNull(),
});

export const pdis = sqliteTable(
  'pdis',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    custCode: text('cust_code').notNull(),
    frameNumber: text('frame_number').notNull(),
    articleCode: text('article_code').notNull(),
    description: text('description').notNull(),
    brand: text('brand').notNull(),
    merchandise: text('merchandise').notNull(),
    modelYear: integer('model_year'),
    model: text('model'),
    series: text('series'),
    mechanic: text('mechanic').notNull(),
    isDeleted: integer('is_deleted', { mode: 'boolean' }).notNull().default(false),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('pdis_cust').on(t.custCode, t.createdAt)],
);

export const pdiChecks = sqliteTable(
  'pdi_checks',
  { pdiId: integer('pdi_id').notNull(), checklistId: text('checklist_id').notNull(), checked: integer('checked', { mode: 'boolean' }).notNull() },
  (t) => [primaryKey({ columns: [t.pdiId, t.checklistId] })],
);
