// Trust and safety (issue 12)
export const languageUnknown = 'Choose languages from the list';
export const languagesRequired = 'Choose at least one language';
export const reportTargetInvalid = 'Choose what you are reporting: a gig, a container, a user, a message or a review';
export const reportReasonRequired = 'Please choose a reason';
export const reportDetailsMax = 'Please keep the details under 1000 characters';
export const reportTargetNotFound = 'What you are reporting was not found';
export const reportSelf = 'You cannot report yourself or your own listing or review';
export const reportDuplicate = 'You have already reported this. Our team is looking at it.';
export const reportReceived = 'Thank you. Your report was sent to our team, who will look at it shortly.';
export const reportActionInvalid = 'Choose an action: dismiss, remove or suspend';
export const reportAlreadyResolved = 'This report was already resolved';
export const reportNothingToRemove = 'Only a listing, a message or a review can be removed';
export const adminNoteMax = 'Please keep the note under 500 characters';
export const suspendReasonRequired = 'Please give a reason for the suspension';
export const adminOnly = 'Only operators can do this';
export const accountSuspended = 'This account is suspended. Please contact support@spaceshare.example if you think this is a mistake.';
export const cannotSuspendSelf = 'You cannot suspend or demote yourself';
export const blockSelf = 'You cannot block yourself';
export const blocked = 'You cannot contact this user';
export const userBlocked = 'User blocked. They can no longer message you or ask for space on your listings.';
export const userUnblocked = 'User unblocked';
export const listingRemoved = 'Listing removed';
export const listingRestored = 'Listing restored';
// Reviews an operator hides (decision 2203)
export const reviewRestored = 'Review restored';
export const reviewNotHidden = 'Only a review an operator hid can be restored';
export const reviewNotFound = 'Review not found';
// Orders settled by an operator (decision 1701)
export const orderCancelledByOperator = 'Order cancelled';
export const orderCompletedByOperator = 'Order completed';
export const orderNotActive = 'This order is no longer active';
export const orderOperatorNoteRequired = 'Please write what was decided and why: both people read it';
export const reportResolved = 'Report resolved';
export const userSuspendedDone = 'User suspended';
export const userUnsuspendedDone = 'Suspension lifted';
export const adminGranted = 'Operator role granted';
export const adminRevoked = 'Operator role revoked';
export const listingNotRemoved = 'Only a listing an operator removed can be restored';
export const reportNotFound = 'Report not found';
export const messageNotFound = 'Message not found';
export const messageRemoved = 'This message was removed by SpaceShare.';
export const userNotSuspended = 'This account is not suspended';
export const listingOwnerSuspended = 'Its owner is suspended: lifting the suspension brings their listings back';
export const alreadyAdmin = 'This user is already an operator';
export const notAdmin = 'This user is not an operator';
export const suspendedCannotBeAdmin = 'A suspended account cannot be made an operator';
export const cannotSuspendOperator = 'Take their operator role away first: an operator cannot be suspended';
// The console's Orders section (decision 1701): what settling an order does, said before the note is asked for
export const orderOperatorCancelHint = 'The order ends as cancelled and its space goes back to the listing.';
export const orderOperatorCompleteHint = 'The order ends as completed and counts as a delivery for the seller.';
export const orderOperatorNoteHint = 'Both people get a notification quoting this note, and it goes in the audit log.';
/** Said when the order has open reports between its people (decision 2454). */
export const orderOperatorReportsHint = 'Reports made from this order are resolved with it. Reports made from a profile stay open in Reports: they are about the person, not this order.';
// The console's confirmations (decision 2202): an action that affects a person says why
export const listingRemoveReasonRequired = 'Please give a reason for removing the listing: its owner reads it';
export const adminRoleReasonRequired = 'Please give a reason for the change of role: it goes in the audit log';
export const reportNoteRequired = 'Please give a reason: removing or suspending affects a person, and the reason goes in the audit log';
export const reportNotAboutMessage = 'Only a report about a message has a conversation around it';
// A report made from an order (decision 2204) is about the other person on it.
export const reportOrderNotYours = 'You can only report a problem on your own order';
export const reportOrderWrongTarget = 'A problem on an order is reported about the other person on it';
// The suspended person's email (decision 2204); sign-in shows no reason, so neither does this.
export const suspendedEmailSubject = 'Your account was suspended';
export const suspendedEmailBody =
  'SpaceShare suspended your account: you cannot sign in, and your listings are hidden. Orders you have open will be settled by SpaceShare. If you think this is a mistake, write to support@spaceshare.example.';
