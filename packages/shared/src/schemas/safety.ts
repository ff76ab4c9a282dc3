import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { idParam } from './common.js';
import { isoDateTime, requiredText, textField } from './fields.js';
import { limitField, pageField } from './list-query.js';
import { ORDER_STATUSES, ORDER_UNITS } from './order.js';

// Trust and safety (issue 12): reports, blocks and the operator's console.

export const REPORT_TARGET_TYPES = ['gig', 'container', 'user', 'message', 'review'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** The reasons, with the words a reporter picks from. */
export const REPORT_REASONS = {
  prohibited_item: 'Prohibited item',
  scam: 'Scam or fraud',
  harassment: 'Harassment',
  spam: 'Spam',
  other: 'Other',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
const reasonKeys = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

/** The reasons that fit a target: a person is no item (decision 1201), nor is a review of one (2203). */
export function reportReasonsFor(targetType: ReportTargetType): ReportReason[] {
  return targetType === 'user' || targetType === 'review' ? reasonKeys.filter((reason) => reason !== 'prohibited_item') : [...reasonKeys];
}

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** How an operator resolves a report. */
export const REPORT_ACTIONS = ['dismiss', 'remove', 'suspend'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
/** What a resolved report says happened: an operator's action, or 'settled' with its order (decision 2204). */
export const REPORT_RESOLUTIONS = [...REPORT_ACTIONS, 'settled'] as const;

export const REPORT_DETAILS_MAX = 1000;
export const ADMIN_NOTE_MAX = 500;

export const reportCreateSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { message: MESSAGES.reportTargetInvalid }),
  targetId: idParam,
  reason: z.enum(reasonKeys, { message: MESSAGES.reportReasonRequired }),
  details: textField().trim().max(REPORT_DETAILS_MAX, MESSAGES.reportDetailsMax).optional(),
  /** Reported from this order (decision 2204): the target is the other person on it. */
  orderId: idParam.optional(),
}).refine((report) => reportReasonsFor(report.targetType).includes(report.reason), {
  message: MESSAGES.reportReasonRequired,
  path: ['reason'],
});
export type ReportCreateInput = z.infer<typeof reportCreateSchema>;

export const reportSchema = z.object({
  _id: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  reason: z.enum(reasonKeys),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  resolution: z.enum(REPORT_RESOLUTIONS).nullable(),
  createdAt: isoDateTime,
});
export type Report = z.infer<typeof reportSchema>;

/** The console's view: who reported, what it is about (a short label and a link), and its outcome. */
export const adminReportSchema = reportSchema.extend({
  reporter: z.object({ _id: z.string(), username: z.string() }),
  target: z.object({
    label: z.string(),
    link: z.string().nullable(),
    userId: z.string().nullable(),
    username: z.string().nullable(),
    /** An operator hid it (a review, decision 2203): the report offers to restore it. */
    restorable: z.boolean(),
  }),
  note: z.string().nullable(),
  resolvedAt: isoDateTime.nullable(),
  /** The order it was reported from, when its two people are the reporter and the target (decision 2204). */
  orderId: z.string().nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

const optionalNote = textField().trim().max(ADMIN_NOTE_MAX, MESSAGES.adminNoteMax).optional();
// A reason of zero-width spaces was stored as an audit note that shows nothing: one that shows no
// character is missing, as every other required text (requiredText).
const requiredNote = (required: string) => requiredText({ required, max: ADMIN_NOTE_MAX, tooLong: MESSAGES.adminNoteMax });

/** The report actions that affect a person (the author of what is removed, the user suspended): they need a reason. */
export const reportActionNeedsNote = (action: ReportAction) => action !== 'dismiss';

/** Dismissing takes an optional note; removing or suspending, which affect a person, a required one (decision 2202). */
export const reportResolveSchema = z
  .object({
    action: z.enum(REPORT_ACTIONS, { message: MESSAGES.reportActionInvalid }),
    note: optionalNote,
  })
  .superRefine(({ action, note }, ctx) => {
    if (!reportActionNeedsNote(action)) return;
    const checked = requiredNote(MESSAGES.reportNoteRequired).safeParse(note ?? '');
    if (!checked.success) ctx.addIssue({ code: 'custom', path: ['note'], message: checked.error.issues[0]?.message ?? MESSAGES.reportNoteRequired });
  });

export const suspendSchema = z.object({ reason: requiredNote(MESSAGES.suspendReasonRequired) });

/** Lifting a suspension or restoring a listing: the note is optional. */
export const adminNoteSchema = z.object({ note: optionalNote });

/** Removing a listing: its owner reads the reason (decision 2202). */
export const adminRemoveListingSchema = z.object({ note: requiredNote(MESSAGES.listingRemoveReasonRequired) });

/** Granting or revoking the operator role (decision 2202). */
export const adminRoleSchema = z.object({ note: requiredNote(MESSAGES.adminRoleReasonRequired) });

export const adminReportQuerySchema = z.object({ status: z.enum(REPORT_STATUSES).default('open'), page: pageField, limit: limitField });
export const adminSearchQuerySchema = z.object({ q: textField().trim().max(100).default(''), page: pageField, limit: limitField });
export const adminListingQuerySchema = adminSearchQuerySchema.extend({ type: z.enum(['gig', 'container']).default('gig') });

export const adminUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  country: z.string(),
  isSeller: z.boolean(),
  isAdmin: z.boolean(),
  suspended: z.boolean(),
  suspendedReason: z.string().nullable(),
  /** Deleted by its owner (decision 1403): suspended for good, its name and address erased. */
  deleted: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: isoDateTime,
  openReports: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminListingSchema = z.object({
  _id: z.string(),
  type: z.enum(['gig', 'container']),
  title: z.string(),
  route: z.string(),
  owner: z.object({ _id: z.string(), username: z.string() }),
  status: z.enum(['open', 'closed', 'deleted', 'removed', 'hidden']),
  createdAt: isoDateTime,
});
export type AdminListing = z.infer<typeof adminListingSchema>;

/** An order in the console (decision 1701): its people, its steps, and whether they reported each other. */
export const adminOrderSchema = z.object({
  _id: z.string(),
  title: z.string(),
  listingType: z.enum(['gig', 'container']),
  listingId: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  quantity: z.number(),
  unit: z.enum(ORDER_UNITS),
  /** Whole US dollars. */
  price: z.number().int(),
  buyer: z.object({ _id: z.string(), username: z.string(), suspended: z.boolean() }),
  seller: z.object({ _id: z.string(), username: z.string(), suspended: z.boolean() }),
  createdAt: isoDateTime,
  pickedUpAt: isoDateTime.nullable(),
  deliveredAt: isoDateTime.nullable(),
  completedAt: isoDateTime.nullable(),
  cancelledAt: isoDateTime.nullable(),
  /** Active, and an open report by one of the two about the other, or one of them suspended (decision 2204). */
  disputed: z.boolean(),
  /** The open reports between the two, for the console to link (decision 2204). */
  reports: z.array(z.object({ _id: z.string(), reporter: z.string(), reason: z.enum(reasonKeys) })),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const ADMIN_ORDER_FILTERS = ['all', 'active', 'disputed', 'completed', 'cancelled'] as const;
export type AdminOrderFilter = (typeof ADMIN_ORDER_FILTERS)[number];
export const adminOrderQuerySchema = adminSearchQuerySchema.extend({ status: z.enum(ADMIN_ORDER_FILTERS).default('all') });

/** An operator settles an order both people told them about; the note reaches both. */
export const adminOrderActionSchema = z.object({
  note: requiredText({ required: MESSAGES.orderOperatorNoteRequired, max: ADMIN_NOTE_MAX, tooLong: MESSAGES.adminNoteMax }),
});

/**
 * The audit log's actions in words, by the code the server records, each read before what it names
 * ('Suspended' user kofi; 'Dismissed report' about gig "…") (decision 2202).
 */
export const AUDIT_ACTIONS: Record<string, string> = {
  'user.suspend': 'Suspended',
  'user.unsuspend': 'Lifted the suspension of',
  'user.delete': 'Account deleted by its owner:',
  'admin.grant': 'Granted the operator role to',
  'admin.revoke': 'Revoked the operator role of',
  'listing.remove': 'Removed',
  'listing.restore': 'Restored',
  'message.remove': 'Removed',
  'review.hide': 'Hid',
  'review.restore': 'Restored',
  'report.dismiss': 'Dismissed report',
  'report.remove': 'Removed on report',
  'report.suspend': 'Suspended on report',
  'order.cancel': 'Cancelled',
  'order.complete': 'Completed',
};

/** What an audit entry names, for the operator: a report's entry names what the report is about. */
const auditSubjectSchema = z.object({
  type: z.enum(['user', 'gig', 'container', 'message', 'review', 'order']).nullable(),
  /** A name or title; null once the row is gone (or a deleted account, whose name was erased). */
  label: z.string().nullable(),
  /** Where an operator sees it: a profile, a listing that still shows, the order in the console. */
  link: z.string().nullable(),
});

export const auditEntrySchema = z.object({
  _id: z.string(),
  admin: z.object({ _id: z.string(), username: z.string() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  subject: auditSubjectSchema,
  /** A report's reason, when the entry is about a report. */
  reportReason: z.enum(reasonKeys).nullable(),
  note: z.string(),
  createdAt: isoDateTime,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A reported message with the few messages around it in its conversation (decision 2202). */
export const reportContextSchema = z.object({
  items: z.array(
    z.object({
      _id: z.string(),
      author: z.string(),
      /** Empty when an operator removed it. */
      text: z.string(),
      removed: z.boolean(),
      reported: z.boolean(),
      createdAt: isoDateTime,
    }),
  ),
});
export type ReportContext = z.infer<typeof reportContextSchema>;

export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

export const dailyCountsSchema = z.object({
  /** The last 30 days, oldest first, as YYYY-MM-DD (UTC). */
  days: z.array(z.string()),
  users: z.array(z.number().int()),
  listings: z.array(z.number().int()),
  orders: z.array(z.number().int()),
  messages: z.array(z.number().int()),
  reports: z.array(z.number().int()),
});

export const dashboardSchema = z.object({
  daily: dailyCountsSchema,
  totals: z.object({ users: z.number().int(), listings: z.number().int(), orders: z.number().int(), messages: z.number().int(), openReports: z.number().int() }),
  /** Sum of completed orders' prices, in US dollars. */
  gmvUsd: z.number(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const blockedUserSchema = z.object({ _id: z.string(), username: z.string(), img: z.string(), blockedAt: isoDateTime });
export type BlockedUser = z.infer<typeof blockedUserSchema>;
