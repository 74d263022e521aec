import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

// Relative, not '@/…': drizzle-kit loads this file without the app's path aliases.
import {
  CHECKOUT_PROVIDERS,
  COMMENT_TYPES,
  FEEDBACK_TYPES,
  PAYMENT_ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  PLAYBACK_RATES,
  POLICY_KEYS,
  SESSION_TIME_ZONE,
  TEXT_LIMIT,
  type CommentType,
  type FeedbackType,
  type PaymentOrderStatus,
  type PaymentProvider,
  type PolicyKey,
} from '../calls/domain';
import { OPERATOR_ROLES, type OperatorRole } from '../access/roles';
import type { DeidentificationReport } from '../imaging/dicom';
import type { SeriesManifest } from '../imaging/series';
import {
  AGE_BANDS,
  CASE_MARKS,
  CASE_MODALITIES,
  CASE_SYSTEMS,
  COVERAGE_AREAS,
  PAPER_KINDS,
  PATIENT_SEXES,
  LESSON_PACKAGE_STATES,
  REFERRAL_SOURCES,
  type AnswerField,
  type LessonPackageState,
  type OralDomain,
} from './vocabulary';

/*
 * The whole product's data. Closed value sets are text columns with a CHECK constraint (typed in
 * TypeScript through `enum`) rather than Postgres enums, so adding a value later is a plain
 * constraint swap instead of an ALTER TYPE that cannot share a transaction with its first use.
 */

export {
  COMMENT_TYPES,
  FEEDBACK_TYPES,
  PAYMENT_ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  POLICY_KEYS,
  type CommentType,
  type FeedbackType,
  type PaymentOrderStatus,
  type PaymentProvider,
  type PolicyKey,
};

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

export const students = pgTable(
  'students',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    /** Always stored lower-cased and trimmed (the CHECK refuses anything else). */
    email: text('email').notNull(),
    mobileNumber: text('mobile_number'),
    countryCode: text('country_code').notNull().default('91'),
    passwordHash: text('password_hash').notNull(),
    /** Uploaded image file name, or a public path starting with "/" for demo content. */
    profile: text('profile'),
    /**
     * Set when an operator disables the account: its sign-in is refused and no token of it is
     * honoured (docs/console.md).
     */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('students_email_unique').on(t.email),
    // The console's list of students, newest first, and its total.
    index('students_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('students_email_normalised', sql`${t.email} = lower(btrim(${t.email}))`),
  ],
);

export const studentTokens = pgTable(
  'student_tokens',
  {
    id: id(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('student_tokens_token_hash_unique').on(t.tokenHash),
    index('student_tokens_student_idx').on(t.studentId),
  ],
);

/** Password-reset one-time codes (the 6-digit OTP), stored hashed. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_student_created_idx').on(t.studentId, t.createdAt)],
);

/** The temporary token issued after a verified OTP, spent by the password reset. */
export const resetTokens = pgTable(
  'reset_tokens',
  {
    id: id(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reset_tokens_token_hash_unique').on(t.tokenHash),
    index('reset_tokens_student_idx').on(t.studentId),
  ],
);

/**
 * Failed sign-ins per email address (lower-cased), whether or not an account has it, so a lockout
 * says nothing about which addresses are registered.
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * The mail students' and visitors' actions queued within the last hour, one row per mail, so the
 * bounds per student and per address hold on every instance (lib/mail/mail-bounds.ts,
 * docs/jobs.md). Rows older than the hour are deleted as new ones are written.
 */
export const countedMail = pgTable(
  'counted_mail',
  {
    id: id(),
    /** The recipient, lower-cased and trimmed. */
    address: text('address').notNull(),
    /**
     * The student whose action queued it; null for a visitor's request, a job or an operator.
     * Kept when the account goes, so removing it does not lift its address's count.
     */
    studentId: integer('student_id').references(() => students.id, { onDelete: 'set null' }),
    /** What the mail is about when one such mail an hour is enough ('waitlist-offer:12'). */
    topic: text('topic'),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('counted_mail_address_idx').on(t.address, t.queuedAt),
    index('counted_mail_student_idx').on(t.studentId, t.queuedAt),
    index('counted_mail_queued_idx').on(t.queuedAt),
  ],
);

/**
 * Browsers a student has signed in from: the hash of a random key kept in an httpOnly cookie.
 * A sign-in from one of them passes the address's lock, so failures from elsewhere cannot keep
 * the owner out (docs/accounts.md).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: id(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('known_devices_student_idx').on(t.studentId)],
);

// ---------------------------------------------------------------------------------------------
// Plans, payments, purchases
// ---------------------------------------------------------------------------------------------

export const plans = pgTable(
  'plans',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** numeric comes back as a string ("349.00"); keep it a string for money. */
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('GBP'),
    /** The period text shown after the price ("6 Months", "Single Session"). */
    subTitle: text('sub_title').notNull(),
    /** Days of access a purchase gives; null when the plan is not time-based (single session). */
    durationDays: integer('duration_days'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('plans_slug_unique').on(t.slug),
    // The plans on sale, in the order /subscription shows them.
    index('plans_on_sale_position_idx')
      .on(t.position, t.id)
      .where(sql`${t.active}`),
    check('plans_price_non_negative', sql`${t.price} >= 0`),
    check('plans_currency_code', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('plans_duration_positive', sql`${t.durationDays} IS NULL OR ${t.durationDays} > 0`),
  ],
);

export const planFeatures = pgTable(
  'plan_features',
  {
    id: id(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Free text; words starting with http are rendered as links. */
    detail: text('detail').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('plan_features_plan_position_unique').on(t.planId, t.position)],
);

/** An order opened with a payment provider, before its payment is verified. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: id(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    provider: text('provider', { enum: CHECKOUT_PROVIDERS }).notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    /** The provider's payment or capture id, once paid. */
    providerPaymentId: text('provider_payment_id'),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('GBP'),
    status: text('status', { enum: PAYMENT_ORDER_STATUSES }).notNull().default('created'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('payment_orders_provider_order_unique').on(t.provider, t.providerOrderId),
    index('payment_orders_student_idx').on(t.studentId),
    check('payment_orders_provider_valid', sql`${t.provider} IN (${inList(CHECKOUT_PROVIDERS)})`),
    check('payment_orders_status_valid', sql`${t.status} IN (${inList(PAYMENT_ORDER_STATUSES)})`),
    check('payment_orders_amount_non_negative', sql`${t.amount} >= 0`),
  ],
);

/** A verified purchase of a plan: exactly one per provider transaction. */
export const purchases = pgTable(
  'purchases',
  {
    id: id(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    paymentOrderId: integer('payment_order_id').references(() => paymentOrders.id, {
      onDelete: 'set null',
    }),
    transactionId: text('transaction_id').notNull(),
    transactionType: text('transaction_type', { enum: PAYMENT_PROVIDERS }).notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('GBP'),
    startOn: timestamp('start_on', { withTimezone: true }).notNull().defaultNow(),
    /** Null for purchases that are not time-based (single session). */
    expiresOn: timestamp('expires_on', { withTimezone: true }),
    /**
     * When an operator refunded it. A refund ends the access it gave: `expires_on` becomes the
     * refund's moment (the audit log keeps the end it had), so no entitlement counts it again.
     */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The provider's refund id (Razorpay rfnd_…, PayPal refund id, demo_refund_… locally). */
    refundId: text('refund_id'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('purchases_transaction_unique').on(t.transactionType, t.transactionId),
    index('purchases_student_idx').on(t.studentId, t.expiresOn),
    // The console's list of purchases, newest first.
    index('purchases_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The money summary's active subscribers: only purchases whose access has not ended.
    index('purchases_expires_idx').on(t.expiresOn, t.startOn, t.studentId),
    check(
      'purchases_transaction_type_valid',
      sql`${t.transactionType} IN (${inList(PAYMENT_PROVIDERS)})`,
    ),
    check('purchases_amount_non_negative', sql`${t.amount} >= 0`),
    check(
      'purchases_expiry_after_start',
      sql`${t.expiresOn} IS NULL OR ${t.expiresOn} > ${t.startOn}`,
    ),
  ],
);

/**
 * Purchases counted by the UK month they were made in, currency and provider, kept by triggers in
 * the transaction of every write to purchases (migration 0037, docs/console.md, "Money"): the
 * console's money summary and the purchases list's total read these few rows, not every purchase.
 */
export const purchaseMonths = pgTable(
  'purchase_months',
  {
    /** 'YYYY-MM' of `created_at` in Europe/London. */
    month: text('month').notNull(),
    currency: text('currency').notNull(),
    transactionType: text('transaction_type', { enum: PAYMENT_PROVIDERS }).notNull(),
    purchases: integer('purchases').notNull(),
    refunded: integer('refunded').notNull(),
    /** The amounts of the purchases not refunded. */
    keptAmount: numeric('kept_amount', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.currency, t.transactionType] })],
);

// ---------------------------------------------------------------------------------------------
// Learning content
// ---------------------------------------------------------------------------------------------

export const videos = pgTable(
  'videos',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    /** Public image paths (e.g. /demo/videos/x-thumb.webp). */
    thumbnail: text('thumbnail'),
    cover: text('cover'),
    /** What the player opens: a hosted file's name (media/lessons/) or an external URL. */
    path: text('path').notNull(),
    /** WebVTT captions, like `path`: a hosted file's name or a URL. */
    captions: text('captions'),
    /**
     * The storage key of the lesson's uploaded original (`lesson-originals/…`, docs/storage.md),
     * what packaging reads; null for demo files and links.
     */
    originalKey: text('original_key'),
    durationSeconds: integer('duration_seconds'),
    /** A free preview lesson plays for anyone, visitors included (docs/streaming.md). */
    freePreview: boolean('free_preview').notNull().default(false),
    position: integer('position').notNull().default(0),
    /**
     * How many comments the lesson has, kept by a trigger on `comments` in the same transaction
     * as each insert and delete (migration 0004), so a comment page's total reads one row.
     */
    commentCount: integer('comment_count').notNull().default(0),
    /**
     * Null while a draft (docs/console.md): only the console sees it. Rows made without saying
     * are published, so existing lessons and fixtures stay as they were.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('videos_slug_unique').on(t.slug),
    index('videos_listing_idx').on(t.position, t.id),
    // The library's count of published lessons, read from the index alone.
    index('videos_published_idx').on(t.publishedAt),
    // The public list in the library's order without reading the drafts.
    index('videos_published_listing_idx')
      .on(t.position, t.id)
      .where(sql`${t.publishedAt} IS NOT NULL`),
  ],
);

/** One packaged rendition of a lesson's stream, as the console lists it. */
export type LessonRenditionInfo = {
  name: string;
  width: number;
  height: number;
  bandwidth: number;
  averageBandwidth: number;
  codecs: string;
  segments: number;
};

/**
 * A lesson's encrypted adaptive stream (docs/streaming.md): at most one per lesson, made from the
 * original named in `source` by the `lesson-package` job. The package's files live in the file
 * storage under `<storagePrefix>-<file>`; its AES-128 key is stored sealed with a key derived from
 * AUTH_SECRET, so a copy of the database alone does not open the segments.
 */
export const lessonPackages = pgTable(
  'lesson_packages',
  {
    videoId: integer('video_id')
      .primaryKey()
      .references(() => videos.id, { onDelete: 'cascade' }),
    /** The original: a hosted file's name, or the https link of a direct .mp4/.webm file. */
    source: text('source').notNull(),
    state: text('state', { enum: LESSON_PACKAGE_STATES }).$type<LessonPackageState>().notNull(),
    /** Whole percent while processing; 100 once ready. */
    percent: integer('percent').notNull().default(0),
    /** Why packaging failed, in words an editor can act on; null otherwise. */
    failure: text('failure'),
    /** The sealed AES-128 key, kept from the first attempt so a retry makes the same package. */
    sealedKey: text('sealed_key'),
    /** The package's files are stored as `<prefix>-<name>`; null until ready. */
    storagePrefix: text('storage_prefix'),
    fingerprint: text('fingerprint'),
    durationSeconds: doublePrecision('duration_seconds'),
    renditions: jsonb('renditions').$type<LessonRenditionInfo[]>().notNull().default([]),
    captions: boolean('captions').notNull().default(false),
    /** How many attempts the job has made for this source. */
    attempts: integer('attempts').notNull().default(0),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('lesson_packages_state', sql`${t.state} in (${inList(LESSON_PACKAGE_STATES)})`),
    check('lesson_packages_percent', sql`${t.percent} between 0 and 100`),
  ],
);

/**
 * The playbacks a student has open (docs/streaming.md, "Concurrent streams"): one row per stream
 * id a playback token carries, seen again by each playlist, segment and key request. A playback
 * not seen for a few minutes no longer counts.
 */
export const lessonStreams = pgTable(
  'lesson_streams',
  {
    streamId: text('stream_id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lesson_streams_student_idx').on(t.studentId, t.lastSeenAt)],
);

/**
 * Every key a student asked for (docs/streaming.md, "Key requests"): answered or slowed. The
 * operators see the slowed ones on the student's console page.
 */
export const lessonKeyRequests = pgTable(
  'lesson_key_requests',
  {
    id: id(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    streamId: text('stream_id').notNull(),
    /** False when the key was refused because the student asked for too many lessons' keys. */
    answered: boolean('answered').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lesson_key_requests_student_idx').on(t.studentId, t.at)],
);

/** The lessons an editor chose to show first beside a lesson, in their order. */
export const videoRelatedLessons = pgTable(
  'video_related_lessons',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.videoId, t.relatedId] }),
    index('video_related_lessons_related_idx').on(t.relatedId),
    check('video_related_lessons_not_itself', sql`${t.videoId} <> ${t.relatedId}`),
  ],
);

/** Case categories (Chest, Neuro …). */
export const caseCategories = pgTable(
  'shorts',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
    /** Null while a draft, which only the console shows; rows made without saying are published. */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shorts_slug_unique').on(t.slug),
    index('shorts_order_idx').on(t.position, t.id),
  ],
);

/** One image case inside a case category, with its model answer. */
export const cases = pgTable(
  'sub_shorts',
  {
    id: id(),
    categoryId: integer('short_id')
      .notNull()
      .references(() => caseCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image').notNull(),
    answer: text('answer'),
    position: integer('position').notNull().default(0),
    /** How many comments the case has, kept like `videos.comment_count`. */
    commentCount: integer('comment_count').notNull().default(0),
    /** Null while a draft, which only the console shows; rows made without saying are published. */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    // The case's facts (lib/cases/facts.ts); null until an operator sets them.
    system: text('system', { enum: CASE_SYSTEMS }),
    modality: text('modality', { enum: CASE_MODALITIES }),
    region: text('region'),
    ageBand: text('age_band', { enum: AGE_BANDS }),
    /** A normal film: the answer is that there is nothing to find. */
    normal: boolean('normal').notNull().default(false),
    // The clinical header the viva gives before the film.
    patientAge: text('patient_age'),
    patientSex: text('patient_sex', { enum: PATIENT_SEXES }),
    referralSource: text('referral_source', { enum: REFERRAL_SOURCES }),
    clinicalDetails: text('clinical_details').notNull().default(''),
    /** The findings a good answer names, in order; revealed with the model answer. */
    keyFindings: jsonb('key_findings').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sub_shorts_slug_unique').on(t.slug),
    // A category's cases in their order, drafts included: the console's list.
    index('sub_shorts_short_order_idx').on(t.categoryId, t.position, t.id),
    // The same order of the published cases alone: the public pages' lists, counts, places and
    // neighbours stay index(-only) scans however many drafts there are (docs/performance.md).
    index('sub_shorts_published_order_idx')
      .on(t.categoryId, t.position, t.id)
      .where(sql`${t.publishedAt} IS NOT NULL`),
    // The practice bank, read from the index alone, narrow beside the cases' long texts
    // (docs/performance.md, "Practice at 100×"): coverage's areas (every published case with its
    // facts, by image) and the draw (those with a model answer too, in the bank's image order).
    index('sub_shorts_bank_idx')
      .on(t.image, t.id, t.categoryId, t.system, t.modality, t.region)
      .where(sql`${t.publishedAt} IS NOT NULL AND ${t.system} IS NOT NULL`),
    index('sub_shorts_draw_idx')
      .on(t.image, t.id, t.categoryId, t.system, t.modality, t.ageBand, t.normal)
      .where(
        sql`${t.publishedAt} IS NOT NULL AND ${t.system} IS NOT NULL AND ${t.answer} IS NOT NULL`,
      ),
    check('sub_shorts_system_valid', sql`${t.system} IN (${inList(CASE_SYSTEMS)})`),
    check('sub_shorts_modality_valid', sql`${t.modality} IN (${inList(CASE_MODALITIES)})`),
    check('sub_shorts_age_band_valid', sql`${t.ageBand} IN (${inList(AGE_BANDS)})`),
    check('sub_shorts_patient_sex_valid', sql`${t.patientSex} IN (${inList(PATIENT_SEXES)})`),
    check(
      'sub_shorts_referral_source_valid',
      sql`${t.referralSource} IN (${inList(REFERRAL_SOURCES)})`,
    ),
    check(
      'sub_shorts_key_findings_list',
      sql`jsonb_typeof(${t.keyFindings}) = 'array' AND jsonb_array_length(${t.keyFindings}) <= 10`,
    ),
  ],
);

/**
 * A case's series: the slices of a cross-sectional study in scrolling order. A case with a series
 * is a long case in practice papers (docs/practice.md); `sub_shorts.image` stays its key image.
 */
export const caseImages = pgTable(
  'case_images',
  {
    caseId: integer('sub_short_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    image: text('image').notNull(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.position] })],
);

/**
 * A case's series brought in as DICOM (docs/imaging.md, "DICOM in"): the manifest of its stored
 * 16-bit slices and what de-identification removed. At most one upload waits for an editor to
 * read its report (`published` false) and one is published, whose slices are the case's
 * `case_images`.
 */
export const caseSeries = pgTable(
  'case_series',
  {
    id: id(),
    caseId: integer('sub_short_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    published: boolean('published').notNull().default(false),
    manifest: jsonb('manifest').$type<SeriesManifest>().notNull(),
    report: jsonb('report').$type<DeidentificationReport>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('case_series_case_state_unique').on(t.caseId, t.published)],
);

export const comments = pgTable(
  'comments',
  {
    id: id(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    caseId: integer('subshort_id').references(() => cases.id, { onDelete: 'cascade' }),
    type: text('type', { enum: COMMENT_TYPES }).notNull(),
    description: varchar('description', { length: TEXT_LIMIT }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Newest first with the id as tie-breaker, as the lists read them; a page deep in a busy
    // list skips its earlier rows in the index alone (docs/performance.md).
    index('comments_video_order_idx').on(
      t.videoId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('comments_subshort_order_idx').on(
      t.caseId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('comments_student_idx').on(t.studentId),
    // The console's feed of every comment, newest first.
    index('comments_order_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check(
      'comments_target_matches_type',
      sql`(${t.type} = 'VIDEO' AND ${t.videoId} IS NOT NULL AND ${t.caseId} IS NULL)
        OR (${t.type} = 'SHORT' AND ${t.caseId} IS NOT NULL AND ${t.videoId} IS NULL)`,
    ),
    check('comments_description_not_blank', sql`btrim(${t.description}) <> ''`),
  ],
);

/** Ratings with a text; approved WEBSITE rows are the testimonials shown on the site. */
export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    type: text('type', { enum: FEEDBACK_TYPES }).notNull(),
    /** numeric(2,1) comes back as a string ("4.5"). */
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull(),
    description: varchar('description', { length: TEXT_LIMIT }).notNull(),
    approved: boolean('approved').notNull().default(false),
    /**
     * Where the home page's carousel shows it (1 first), chosen in the console; null when not
     * chosen. With none chosen the carousel shows the newest approved (docs/console.md).
     */
    homePosition: integer('home_position'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('feedback_home_position_unique')
      .on(t.homePosition)
      .where(sql`${t.homePosition} IS NOT NULL`),
    // At most TESTIMONIALS_SHOWN (12) places, and only for approved site feedback.
    check(
      'feedback_home_position_valid',
      sql`${t.homePosition} IS NULL OR (${t.approved} AND ${t.type} = 'WEBSITE' AND ${t.homePosition} BETWEEN 1 AND 12)`,
    ),
    // Approved testimonials newest first: the site's, and each lesson's.
    index('feedback_approved_type_created_idx')
      .on(t.type, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.approved}`),
    index('feedback_approved_video_created_idx')
      .on(t.videoId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.approved}`),
    index('feedback_video_idx').on(t.videoId),
    check('feedback_rating_range', sql`${t.rating} >= 1 AND ${t.rating} <= 5`),
    check(
      'feedback_target_matches_type',
      sql`(${t.type} = 'VIDEO' AND ${t.videoId} IS NOT NULL)
        OR (${t.type} = 'WEBSITE' AND ${t.videoId} IS NULL)`,
    ),
    check('feedback_description_not_blank', sql`btrim(${t.description}) <> ''`),
  ],
);

/**
 * Where a student stopped in a lesson, saved while they watch, so the lesson resumes there; and
 * when they first reached 90 % of it (watched).
 */
export const videoProgress = pgTable(
  'video_progress',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    /** Seconds from the start. */
    positionSeconds: doublePrecision('position_seconds').notNull().default(0),
    /** The length the position was measured against, when known. */
    durationSeconds: doublePrecision('duration_seconds'),
    watchedAt: timestamp('watched_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.videoId] }),
    index('video_progress_video_idx').on(t.videoId),
    check('video_progress_position_non_negative', sql`${t.positionSeconds} >= 0`),
    check(
      'video_progress_duration_positive',
      sql`${t.durationSeconds} IS NULL OR ${t.durationSeconds} > 0`,
    ),
  ],
);

/** How a student likes the lesson player, the same for every lesson. */
export const playerPreferences = pgTable(
  'player_preferences',
  {
    studentId: integer('student_id')
      .primaryKey()
      .references(() => students.id, { onDelete: 'cascade' }),
    playbackRate: doublePrecision('playback_rate').notNull().default(1),
    captions: boolean('captions').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'player_preferences_playback_rate_valid',
      sql`${t.playbackRate} IN (${sql.raw(PLAYBACK_RATES.join(', '))})`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Live sessions
// ---------------------------------------------------------------------------------------------

export const liveSessions = pgTable(
  'live_sessions',
  {
    id: id(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    thumbnail: text('thumbnail'),
    /** Calendar date, 'YYYY-MM-DD', in the session's time zone, like the times. */
    date: date('date', { mode: 'string' }).notNull(),
    /** 'HH:MM:SS' wall-clock times in the session's zone; the call's schema normalises to HH:MM. */
    fromTime: time('from_time').notNull(),
    toTime: time('to_time').notNull(),
    /** The IANA zone the date and times are in (the sessions run on UK time). */
    timeZone: text('time_zone').notNull().default(SESSION_TIME_ZONE),
    /**
     * The instants the wall-clock slot stands for, daylight saving included, derived by
     * PostgreSQL's own time zone rules (an unknown zone fails the insert). Bookings and their
     * overlap rule use these.
     */
    startsAt: timestamp('starts_at', { withTimezone: true })
      .notNull()
      .generatedAlwaysAs(sql`timezone("time_zone", "date" + "from_time")`),
    endsAt: timestamp('ends_at', { withTimezone: true })
      .notNull()
      .generatedAlwaysAs(sql`timezone("time_zone", "date" + "to_time")`),
    /** The plan whose subscribers may join; its name is shown on the card. */
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    capacity: integer('capacity'),
    /** Where booked students join (a video-call address); shown to them alone (docs/console.md). */
    meetingLink: text('meeting_link'),
    /**
     * The consultant who leads it: an operator of the `faculty` role, who sees and runs the
     * sessions they lead and nothing else (docs/live-sessions.md, "Faculty").
     */
    leadOperatorId: integer('lead_operator_id').references(() => operators.id, {
      onDelete: 'set null',
    }),
    /**
     * The calendar entries' SEQUENCE: raised whenever the time, the link or the status changes,
     * so the invitation mailed then replaces the one the student's calendar holds (same UID).
     */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /** Set when an operator cancels it: it leaves the lists and takes no bookings. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * When it was published; null while it is a draft, which only the console shows. Rows made
     * without saying (the demo seed, fixtures) are published.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('live_sessions_slug_unique').on(t.slug),
    index('live_sessions_date_idx').on(t.date, t.fromTime),
    index('live_sessions_ends_idx').on(t.endsAt, t.startsAt),
    // The upcoming list, soonest first (lib/live-sessions/service.ts bounds it by start).
    index('live_sessions_starts_idx').on(t.startsAt, t.id),
    index('live_sessions_lead_idx').on(t.leadOperatorId),
    check('live_sessions_time_order', sql`${t.toTime} > ${t.fromTime}`),
    check('live_sessions_capacity_positive', sql`${t.capacity} IS NULL OR ${t.capacity} > 0`),
  ],
);

/**
 * A student's place in a live session. The slot is copied (wall clock and instants) so the
 * overlap rule holds inside this one table. Besides the unique (session, student) pair, the
 * migration adds `session_bookings_no_overlap`, an exclusion constraint drizzle-kit cannot
 * express: no two bookings of one student whose [starts_at, ends_at) windows overlap
 * (`EXCLUDE USING gist (int4range(student_id, student_id, '[]') WITH =,
 * tstzrange(starts_at, ends_at) WITH &&)`; core GiST range operators, no extension needed).
 */
export const sessionBookings = pgTable(
  'session_bookings',
  {
    id: id(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    fromTime: time('from_time').notNull(),
    toTime: time('to_time').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /**
     * The Single Session purchase this booking used up; null when a course admitted it. Unique:
     * one booking per single-session purchase.
     */
    creditPurchaseId: integer('credit_purchase_id').references(() => purchases.id, {
      onDelete: 'set null',
    }),
    /** The student's own IANA zone, as their browser said when they booked (for the reminders). */
    studentTimeZone: text('student_time_zone'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('session_bookings_session_student_unique').on(t.sessionId, t.studentId),
    index('session_bookings_student_date_idx').on(t.studentId, t.date),
    // The dashboard's places booked on the last seven days' sessions (docs/insight.md).
    index('session_bookings_starts_idx').on(t.startsAt),
    uniqueIndex('session_bookings_credit_purchase_unique').on(t.creditPurchaseId),
    check('session_bookings_time_order', sql`${t.toTime} > ${t.fromTime}`),
    check('session_bookings_window_order', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Students waiting for a place in a full session, first come first served. When a place frees,
 * the first waiting student is offered it until `offer_expires_at`; the place is held for them
 * meanwhile. A claimed or lapsed offer ends the student's row (docs/live-sessions.md).
 */
export const sessionWaitlist = pgTable(
  'session_waitlist',
  {
    id: id(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('session_waitlist_session_student_unique').on(t.sessionId, t.studentId),
    index('session_waitlist_session_idx').on(t.sessionId, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Site pages
// ---------------------------------------------------------------------------------------------

export const policyPages = pgTable(
  'policy_pages',
  {
    id: id(),
    key: text('key', { enum: POLICY_KEYS }).notNull(),
    title: text('title').notNull(),
    /** The published HTML, sanitised when saved and again when rendered. */
    html: text('html').notNull(),
    updatedAt: updatedAt(),
    /** An operator's unpublished edit (sanitised when saved): both set, or neither. */
    draftTitle: text('draft_title'),
    draftHtml: text('draft_html'),
  },
  (t) => [
    uniqueIndex('policy_pages_key_unique').on(t.key),
    check('policy_pages_draft_whole', sql`(${t.draftTitle} IS NULL) = (${t.draftHtml} IS NULL)`),
    check('policy_pages_key_valid', sql`${t.key} IN (${inList(POLICY_KEYS)})`),
  ],
);

/** A message from the contact page, answered from the console's inbox (docs/console.md). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    email: text('email').notNull(),
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
    /** When an operator marked it handled, and who; both null while it is open. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => operators.id),
    /** The latest reply mailed to the sender; the audit log keeps the earlier ones. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    // The inbox opens on the open messages, newest first (the order its list asks for).
    index('contact_messages_open_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.handledAt} IS NULL`),
    check('contact_messages_reply_dated', sql`(${t.reply} IS NULL) = (${t.repliedAt} IS NULL)`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Row types
// ---------------------------------------------------------------------------------------------

export type Student = typeof students.$inferSelect;
export type NewStudent = typeof students.$inferInsert;
export type StudentToken = typeof studentTokens.$inferSelect;
export type NewStudentToken = typeof studentTokens.$inferInsert;
export type OneTimeCode = typeof oneTimeCodes.$inferSelect;
export type NewOneTimeCode = typeof oneTimeCodes.$inferInsert;
export type ResetToken = typeof resetTokens.$inferSelect;
export type NewResetToken = typeof resetTokens.$inferInsert;
export type SignInThrottle = typeof signInThrottles.$inferSelect;
// ---------------------------------------------------------------------------------------------
// The console: operators, their sign-ins, and the audit log of what they changed
// ---------------------------------------------------------------------------------------------

/**
 * An operator of the platform: a separate kind of account from a student, created from the
 * command line, signing in with a password and a TOTP code (docs/console.md).
 */
export const operators = pgTable(
  'operators',
  {
    id: id(),
    email: text('email').notNull(),
    role: text('role', { enum: OPERATOR_ROLES }).$type<OperatorRole>().notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP secret, shown once at enrolment (QR code and key). */
    totpSecret: text('totp_secret').notNull(),
    /** SHA-256 of each unused recovery code; one is spent per use. */
    recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
    /** The last TOTP time step accepted, so a code cannot be replayed within its window. */
    lastTotpStep: integer('last_totp_step'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * When the operator chose a password and confirmed their authenticator; null while an
     * owner's invitation waits (docs/console.md). The command line enrols at once.
     */
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).defaultNow(),
    /** SHA-256 of the invitation link's token, and when it stops working; cleared when used. */
    enrolmentTokenHash: text('enrolment_token_hash'),
    enrolmentExpiresAt: timestamp('enrolment_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('operators_email_unique').on(t.email),
    uniqueIndex('operators_enrolment_token_unique').on(t.enrolmentTokenHash),
    check('operators_email_normalised', sql`${t.email} = lower(btrim(${t.email}))`),
    check('operators_role_valid', sql`${t.role} IN (${inList(OPERATOR_ROLES)})`),
  ],
);

/** An operator's sign-in: the cookie holds the token, the table its SHA-256. */
export const operatorSignIns = pgTable(
  'operator_sessions',
  {
    id: id(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('operator_sessions_token_hash_unique').on(t.tokenHash),
    index('operator_sessions_operator_idx').on(t.operatorId),
  ],
);

/**
 * Failed console sign-ins per address, an operator's or not (only the address's SHA-256 is kept),
 * from browsers without a key for the account: enough of them lock such browsers out for a while,
 * whoever sent them, so the lock bounds guessing and says nothing about which addresses are
 * operators (docs/console.md).
 */
export const operatorSignInThrottles = pgTable('operator_sign_in_throttles', {
  addressHash: text('address_hash').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Browsers an operator has signed in from: the hash of a random key kept in an httpOnly cookie on
 * /console. A sign-in from one passes the address's lock, so others' failures cannot keep the
 * operator out; failures in a row from it forget the key (docs/console.md).
 */
export const operatorKnownDevices = pgTable(
  'operator_known_devices',
  {
    id: id(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull().unique(),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_known_devices_operator_idx').on(t.operatorId)],
);

/**
 * Every operator write, with the record before and after. Append-only: a trigger refuses UPDATE
 * and DELETE (migration 0006), so not even the console's own code can rewrite it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /**
     * Null for the command line and the system. Operators are disabled, never deleted: the key
     * refuses deleting one the log names.
     */
    operatorId: integer('operator_id').references(() => operators.id),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_operator_at_idx').on(t.operatorId, t.at.desc()),
    index('audit_log_action_at_idx').on(t.action, t.at.desc()),
  ],
);

export type Operator = typeof operators.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;

export type Plan = typeof plans.$inferSelect;
export type NewPlan = typeof plans.$inferInsert;
export type PlanFeature = typeof planFeatures.$inferSelect;
export type NewPlanFeature = typeof planFeatures.$inferInsert;
export type PaymentOrder = typeof paymentOrders.$inferSelect;
export type NewPaymentOrder = typeof paymentOrders.$inferInsert;
export type Purchase = typeof purchases.$inferSelect;
export type NewPurchase = typeof purchases.$inferInsert;
export type Video = typeof videos.$inferSelect;
export type NewVideo = typeof videos.$inferInsert;
export type CaseCategoryRow = typeof caseCategories.$inferSelect;
export type NewCaseCategoryRow = typeof caseCategories.$inferInsert;
export type CaseRow = typeof cases.$inferSelect;
export type NewCaseRow = typeof cases.$inferInsert;
export type Comment = typeof comments.$inferSelect;
export type NewComment = typeof comments.$inferInsert;
export type VideoProgress = typeof videoProgress.$inferSelect;
export type NewVideoProgress = typeof videoProgress.$inferInsert;
export type PlayerPreferences = typeof playerPreferences.$inferSelect;
export type NewPlayerPreferences = typeof playerPreferences.$inferInsert;
export type Feedback = typeof feedback.$inferSelect;
export type NewFeedback = typeof feedback.$inferInsert;
export type LiveSession = typeof liveSessions.$inferSelect;
export type NewLiveSession = typeof liveSessions.$inferInsert;
export type SessionBooking = typeof sessionBookings.$inferSelect;
export type NewSessionBooking = typeof sessionBookings.$inferInsert;
export type PolicyPage = typeof policyPages.$inferSelect;
export type NewPolicyPage = typeof policyPages.$inferInsert;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;

/**
 * A practice paper a student sat (docs/practice.md). The server owns its clock: `ends_at` is set
 * at the start, answers after it are refused, and the paper is closed at that moment by a job or
 * by the first read after it, whichever comes first.
 */
export const practicePapers = pgTable(
  'practice_papers',
  {
    id: id(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PAPER_KINDS }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** When it closed: its end, or earlier when the student finished. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** How often the anti-capture guard warned while it ran (docs/practice.md). */
    guardAlerts: integer('guard_alerts').notNull().default(0),
  },
  (t) => [
    index('practice_papers_student_idx').on(t.studentId, t.startedAt),
    // The dashboard's papers started in the last seven days (docs/insight.md).
    index('practice_papers_started_idx').on(t.startedAt),
    check('practice_papers_kind_valid', sql`${t.kind} IN (${inList(PAPER_KINDS)})`),
    check('practice_papers_ends_after_start', sql`${t.endsAt} > ${t.startedAt}`),
  ],
);

/** One case of a paper: the student's answer as typed, the flag, and the mark given afterwards. */
export const practicePaperCases = pgTable(
  'practice_paper_cases',
  {
    paperId: integer('paper_id')
      .notNull()
      .references(() => practicePapers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    caseId: integer('sub_short_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    answer: jsonb('answer').$type<Partial<Record<AnswerField, string>>>().notNull().default({}),
    /** The client's count of edits: a save carrying a lower one than stored arrived late. */
    answerRevision: integer('answer_revision').notNull().default(0),
    answerSavedAt: timestamp('answer_saved_at', { withTimezone: true }),
    flagged: boolean('flagged').notNull().default(false),
    mark: text('mark', { enum: CASE_MARKS }),
    /** Per key finding, in the case's order: whether the student had seen it. */
    findingsSeen: jsonb('findings_seen').$type<boolean[]>(),
    /** The oral's four domains, scored 1–4. */
    oralScores: jsonb('oral_scores').$type<Record<OralDomain, number>>(),
    markedAt: timestamp('marked_at', { withTimezone: true }),
    /** The oral recording's stored name, private to the student (docs/practice.md). */
    recording: text('recording'),
    recordingType: text('recording_type'),
  },
  (t) => [
    primaryKey({ columns: [t.paperId, t.position] }),
    unique('practice_paper_cases_case_once').on(t.paperId, t.caseId),
    index('practice_paper_cases_case_idx').on(t.caseId),
    check('practice_paper_cases_mark_valid', sql`${t.mark} IN (${inList(CASE_MARKS)})`),
  ],
);

/**
 * The coverage page's roll-ups (docs/practice-coverage.md, "How it is read"), kept by triggers
 * in the transaction of every write that moves them (migration 0036). The bank: which areas each
 * image of it belongs to (`area` is system, modality, region or all; `key` the system, the
 * modality, the region trimmed and lower-cased, or '' for all).
 */
export const practiceBankImages = pgTable(
  'practice_bank_images',
  {
    image: text('image').notNull(),
    area: text('area', { enum: COVERAGE_AREAS }).notNull(),
    key: text('key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.image, t.area, t.key] }),
    check('practice_bank_images_area_valid', sql`${t.area} IN (${inList(COVERAGE_AREAS)})`),
  ],
);

/** The bank's images per area; a region's name as written (the first, alphabetically). */
export const practiceBankAreas = pgTable(
  'practice_bank_areas',
  {
    area: text('area', { enum: COVERAGE_AREAS }).notNull(),
    key: text('key').notNull(),
    region: text('region'),
    images: integer('images').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.area, t.key] }),
    check('practice_bank_areas_area_valid', sql`${t.area} IN (${inList(COVERAGE_AREAS)})`),
  ],
);

/**
 * The images of each student's closed papers, with how many of their paper cases showed each and
 * the latest start of a paper that showed it (what the draw calls recently seen, docs/practice.md).
 */
export const practiceSeenImages = pgTable(
  'practice_seen_images',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    cases: integer('cases').notNull(),
    lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.image] }),
    index('practice_seen_images_image_idx').on(t.image),
    index('practice_seen_images_recent_idx').on(t.studentId, t.lastStartedAt),
  ],
);

/** Per student and area, how many of the bank's images they have seen in a closed paper. */
export const practiceSeenAreas = pgTable(
  'practice_seen_areas',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    area: text('area', { enum: COVERAGE_AREAS }).notNull(),
    key: text('key').notNull(),
    images: integer('images').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.area, t.key] }),
    check('practice_seen_areas_area_valid', sql`${t.area} IN (${inList(COVERAGE_AREAS)})`),
  ],
);

/**
 * Per student, system and modality: how many of each mark (self-marks and examiners' marks in
 * viva rooms) and the last one, with what orders it (marked, its paper's start, its position).
 */
export const practiceMarkAreas = pgTable(
  'practice_mark_areas',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    system: text('system', { enum: CASE_SYSTEMS }).notNull(),
    modality: text('modality', { enum: CASE_MODALITIES }),
    correct: integer('correct').notNull().default(0),
    partly: integer('partly').notNull().default(0),
    missed: integer('missed').notNull().default(0),
    overcalled: integer('overcalled').notNull().default(0),
    lastMark: text('last_mark', { enum: CASE_MARKS }),
    lastMarkedAt: timestamp('last_marked_at', { withTimezone: true }),
    lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
    lastPosition: integer('last_position'),
  },
  (t) => [
    unique('practice_mark_areas_cell').on(t.studentId, t.system, t.modality).nullsNotDistinct(),
  ],
);

/**
 * Each student's spaced-review schedule of a case, as ts-fsrs keeps a card: updated by every
 * self-mark, due at `due`.
 */
export const caseSchedules = pgTable(
  'case_schedules',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    caseId: integer('sub_short_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: integer('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
    lastMark: text('last_mark', { enum: CASE_MARKS }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.caseId] }),
    index('case_schedules_due_idx').on(t.studentId, t.due),
  ],
);

/**
 * The day a student sits the exam, set on their progress page: it raises the review schedule's
 * desired retention as it nears and sets a daily review target (docs/practice.md, "Exam date").
 */
export const examDates = pgTable('exam_dates', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  examDate: date('exam_date', { mode: 'string' }).notNull(),
  updatedAt: updatedAt(),
});

/**
 * A named group of students (a hospital's trainees, say), made in the console; its lead is an
 * operator of the `cohort` role, who reads its members' progress and nothing else
 * (docs/insight.md, "Cohorts").
 */
export const cohorts = pgTable(
  'cohorts',
  {
    id: id(),
    name: text('name').notNull(),
    leadOperatorId: integer('lead_operator_id').references(() => operators.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cohorts_name_unique').on(t.name),
    index('cohorts_lead_idx').on(t.leadOperatorId),
  ],
);

export const cohortMembers = pgTable(
  'cohort_members',
  {
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.cohortId, t.studentId] }),
    index('cohort_members_student_idx').on(t.studentId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Insight: what the player's reports keep, and the roll-ups behind the figures
// (docs/insight.md). Each roll-up is kept by triggers in the transaction of the write that
// changes it, or, for the case bank's statistics, by a job over the cases the writes marked
// stale; the insight_rollups migration has the triggers.
// ---------------------------------------------------------------------------------------------

/**
 * A student's watching of a lesson, built from the player's progress reports (lib/insight/
 * watching.ts): the furthest position, the 5-second bins seen and when the completion point was
 * first reached. One row per student and lesson: a start.
 */
export const lessonWatches = pgTable(
  'lesson_watches',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastPositionSeconds: doublePrecision('last_position_seconds').notNull(),
    lastReportedAt: timestamp('last_reported_at', { withTimezone: true }).notNull(),
    furthestSeconds: doublePrecision('furthest_seconds').notNull(),
    /** The lesson's length as the last report knew it. */
    lengthSeconds: doublePrecision('length_seconds'),
    /** The bins seen, ascending, each once (bin n is seconds 5n to 5n + 5). */
    bins: integer('bins')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.videoId] }),
    index('lesson_watches_video_idx').on(t.videoId),
    check(
      'lesson_watches_positions',
      sql`${t.lastPositionSeconds} >= 0 AND ${t.furthestSeconds} >= 0`,
    ),
    check(
      'lesson_watches_length_positive',
      sql`${t.lengthSeconds} IS NULL OR ${t.lengthSeconds} > 0`,
    ),
  ],
);

/** Per lesson: its starts and its completions (each student once). */
export const lessonEngagement = pgTable('lesson_engagement', {
  videoId: integer('video_id')
    .primaryKey()
    .references(() => videos.id, { onDelete: 'cascade' }),
  starts: integer('starts').notNull().default(0),
  completions: integer('completions').notNull().default(0),
});

/** Per lesson and 5-second bin: how many of its starts have seen the bin (the drop-off curve). */
export const lessonEngagementBins = pgTable(
  'lesson_engagement_bins',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    bin: integer('bin').notNull(),
    viewers: integer('viewers').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.bin] })],
);

/**
 * Per lesson, how many starts have seen how many bins: the median watched share is read from it
 * without reading every student's row.
 */
export const lessonEngagementDepths = pgTable(
  'lesson_engagement_depths',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    binsSeen: integer('bins_seen').notNull(),
    starts: integer('starts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.binsSeen] })],
);

/** Per case: attempts, marks, facility and discrimination, as the last refresh found them. */
export const caseStatistics = pgTable('case_statistics', {
  caseId: integer('sub_short_id')
    .primaryKey()
    .references(() => cases.id, { onDelete: 'cascade' }),
  attempts: integer('attempts').notNull(),
  correct: integer('correct').notNull(),
  partly: integer('partly').notNull(),
  missed: integer('missed').notNull(),
  overcalled: integer('overcalled').notNull(),
  firstAttempts: integer('first_attempts').notNull(),
  facility: doublePrecision('facility'),
  pairs: integer('pairs').notNull(),
  discrimination: doublePrecision('discrimination'),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});

/**
 * Cases whose statistics a mark changed since the last refresh: every case of the paper the mark
 * is in (their rest-of-paper scores moved). No key to the case: a deleted case is refreshed away.
 */
export const caseStatisticsStale = pgTable('case_statistics_stale', {
  caseId: integer('sub_short_id').primaryKey(),
});

/** Per paper format (kind and number of cases): internal consistency over first papers. */
export const paperFormatStatistics = pgTable(
  'paper_format_statistics',
  {
    kind: text('kind', { enum: PAPER_KINDS }).notNull(),
    cases: integer('cases').notNull(),
    papers: integer('papers').notNull(),
    alpha: doublePrecision('alpha'),
    meanScore: doublePrecision('mean_score'),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.cases] })],
);

/** Kinds of paper whose formats' consistency a mark changed since the last refresh. */
export const paperStatisticsStale = pgTable('paper_statistics_stale', {
  kind: text('kind', { enum: PAPER_KINDS }).primaryKey(),
});

/**
 * Money per month on the UK clock, currency and provider: purchases made in the month and what
 * they took, refunds made in the month (whenever their purchase was) and what they gave back.
 */
export const revenueMonths = pgTable(
  'revenue_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    purchases: integer('purchases').notNull().default(0),
    gross: numeric('gross', { precision: 14, scale: 2 }).notNull().default('0'),
    refunds: integer('refunds').notNull().default(0),
    refunded: numeric('refunded', { precision: 14, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.month, t.currency, t.provider] })],
);

/** The months at whose end a student held a subscription (any provider but a grant). */
export const subscriberMonths = pgTable(
  'subscriber_months',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.month] }),
    // The dashboard's renewals and lapses read 13 months of every student (docs/insight.md).
    index('subscriber_months_month_idx').on(t.month, t.studentId),
  ],
);

/**
 * Active subscribers at each month's end, and how many of them were subscribed at the previous
 * month's end too (kept): joined = subscribers − kept, lapsed = last month's subscribers − kept.
 */
export const subscriberMonthCounts = pgTable('subscriber_month_counts', {
  month: date('month', { mode: 'string' }).primaryKey(),
  subscribers: integer('subscribers').notNull().default(0),
  kept: integer('kept').notNull().default(0),
});

/** Each student's sign-up and, if they bought within 30 days of it, when. */
export const signupConversions = pgTable(
  'signup_conversions',
  {
    studentId: integer('student_id')
      .primaryKey()
      .references(() => students.id, { onDelete: 'cascade' }),
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }).notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
  },
  // The sign-ups whose 30 days are still running: the newest.
  (t) => [index('signup_conversions_signed_up_idx').on(t.signedUpAt)],
);

/** Sign-ups per month, and how many of them bought within 30 days. */
export const signupMonthCounts = pgTable('signup_month_counts', {
  month: date('month', { mode: 'string' }).primaryKey(),
  signups: integer('signups').notNull().default(0),
  converted: integer('converted').notNull().default(0),
});

/**
 * Each student's marked practice cases, every paper: how many, and the sum of their scores
 * (correct 1.0, partly 0.5, else 0.0; one decimal, so the mean divides exactly as `avg()` did).
 * What a cohort's report reads for a member's mean score (docs/insight.md, "Cohorts").
 */
export const studentPracticeScores = pgTable('student_practice_scores', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  marked: integer('marked').notNull().default(0),
  score: numeric('score', { precision: 14, scale: 1 }).notNull().default('0'),
});

/** The same per organ system of the case, for a member's weakest system. */
export const studentSystemScores = pgTable(
  'student_system_scores',
  {
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    system: text('system', { enum: CASE_SYSTEMS }).notNull(),
    marked: integer('marked').notNull().default(0),
    score: numeric('score', { precision: 14, scale: 1 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.system] })],
);

// ---------------------------------------------------------------------------------------------
// Viva rooms (docs/viva-rooms.md): two people sit the oral in turn, each examining the other.
// ---------------------------------------------------------------------------------------------

/**
 * A viva room: the subscriber who opened it (`owner`, the first candidate) and the one person
 * who took its invitation (`partner`, the second). Its sitting starts once, and the server's
 * clock runs it from `started_at`: each half is `cases_per_half` cases of `case_ms`, the roles
 * swapping at half time. Each candidate's cases are an oral practice paper of their own, drawn
 * when the sitting starts, so what they saw and were marked on counts as their own practice.
 */
export const vivaRooms = pgTable(
  'viva_rooms',
  {
    id: id(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id').references(() => students.id, { onDelete: 'cascade' }),
    length: text('length', { enum: ['full', 'brief'] }).notNull(),
    casesPerHalf: integer('cases_per_half').notNull(),
    /** Each case's time in milliseconds: five minutes, shortened by the practice clock's scale. */
    caseMs: integer('case_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    ownerPaperId: integer('owner_paper_id').references(() => practicePapers.id, {
      onDelete: 'set null',
    }),
    partnerPaperId: integer('partner_paper_id').references(() => practicePapers.id, {
      onDelete: 'set null',
    }),
    /** The case each half's examiner has moved on to (1-based); the clock may be further on. */
    firstHalfPosition: integer('first_half_position').notNull().default(1),
    secondHalfPosition: integer('second_half_position').notNull().default(1),
    /** The pair's own meeting address, the voice's fallback when the browser's cannot connect. */
    meetingLink: text('meeting_link'),
    /**
     * Each person's consent to recording (docs/viva-rooms.md, "Recording"): the candidate's
     * browser records only while both are true; either withdraws by setting theirs false.
     */
    ownerConsentsRecording: boolean('owner_consents_recording').notNull().default(false),
    partnerConsentsRecording: boolean('partner_consents_recording').notNull().default(false),
  },
  (t) => [
    index('viva_rooms_owner_idx').on(t.ownerId, t.createdAt),
    index('viva_rooms_partner_idx').on(t.partnerId),
    check('viva_rooms_length_valid', sql`${t.length} IN ('full', 'brief')`),
    check('viva_rooms_partner_not_owner', sql`${t.partnerId} <> ${t.ownerId}`),
  ],
);

/**
 * An examiner's mark of one case of a viva room's sitting (half 1: the owner's case, marked by
 * the partner; half 2 the other way round). It reschedules the candidate's card as a self-mark
 * does and sits beside the candidate's own mark of the same paper case.
 */
export const vivaRoomMarks = pgTable(
  'viva_room_marks',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => vivaRooms.id, { onDelete: 'cascade' }),
    half: integer('half').notNull(),
    position: integer('position').notNull(),
    examinerId: integer('examiner_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    caseId: integer('sub_short_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    mark: text('mark', { enum: CASE_MARKS }).notNull(),
    oralScores: jsonb('oral_scores').$type<Record<OralDomain, number>>().notNull(),
    comment: text('comment').notNull().default(''),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.half, t.position] }),
    index('viva_room_marks_candidate_idx').on(t.candidateId),
    check('viva_room_marks_half_valid', sql`${t.half} IN (1, 2)`),
    check('viva_room_marks_mark_valid', sql`${t.mark} IN (${inList(CASE_MARKS)})`),
  ],
);

/**
 * A live session run as a room (docs/live-sessions.md, "The session's room"): opened from the
 * console by an owner, an editor or the session's consultant, one a session. Only the session's
 * booked students get in; voice stays on the session's meeting link.
 */
export const sessionRooms = pgTable(
  'session_rooms',
  {
    id: id(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    openedByOperatorId: integer('opened_by_operator_id').references(() => operators.id, {
      onDelete: 'set null',
    }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    /** The booked student presenting now; the others watch. Null until the runner gives the seat. */
    hotSeatStudentId: integer('hot_seat_student_id').references(() => students.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [uniqueIndex('session_rooms_session_unique').on(t.sessionId)],
);

/** A watching student's raised hand in a session's room: asking to take the hot seat. */
export const sessionRoomHands = pgTable(
  'session_room_hands',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => sessionRooms.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.studentId] })],
);

/**
 * A case the runner of a session's room put up (docs/live-sessions.md, "Cases in the room"), in
 * the order they were shown: the last is on screen. Its clock runs from `shown_at` for `case_ms`
 * (the oral's five minutes, shortened by the practice clock's scale), as a viva room's case does.
 */
export const sessionRoomCases = pgTable(
  'session_room_cases',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => sessionRooms.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    caseId: integer('sub_short_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    shownAt: timestamp('shown_at', { withTimezone: true }).notNull(),
    caseMs: integer('case_ms').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.position] })],
);

/**
 * The runner's mark of the hot-seat student on a case of a session's room: it reschedules the
 * student's card as a self-mark does and counts in their coverage, as a viva room examiner's.
 */
export const sessionRoomMarks = pgTable(
  'session_room_marks',
  {
    roomId: integer('room_id')
      .notNull()
      .references(() => sessionRooms.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    caseId: integer('sub_short_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    mark: text('mark', { enum: CASE_MARKS }).notNull(),
    oralScores: jsonb('oral_scores').$type<Record<OralDomain, number>>().notNull(),
    comment: text('comment').notNull().default(''),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.position, t.studentId] }),
    index('session_room_marks_student_idx').on(t.studentId),
    check('session_room_marks_mark_valid', sql`${t.mark} IN (${inList(CASE_MARKS)})`),
  ],
);

/**
 * The console's resumable uploads of lesson originals straight to storage (docs/storage.md): one
 * row from the upload's start until it completes or is abandoned, so every later step (a part, the
 * list of parts, complete, abort) is checked against what the server started, and stale ones can
 * be aborted.
 */
export const lessonUploads = pgTable(
  'lesson_uploads',
  {
    id: id(),
    /** The storage's id for the multipart upload (S3's UploadId, a UUID on disk). */
    uploadId: text('upload_id').notNull(),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    /** Where the original goes, chosen by the server. */
    storageKey: text('storage_key').notNull(),
    /** The size the console declared at the start; the completed object must have it. */
    size: doublePrecision('size').notNull(),
    operatorId: integer('operator_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lesson_uploads_upload_id_unique').on(t.uploadId),
    index('lesson_uploads_video_idx').on(t.videoId),
  ],
);
