import { LIMITS } from '../constants.js';

// Booking requests (issue 10; the spec has none, the wording is ours)
export const requestSpace = 'Request space';
export const sendRequest = 'Send request';
export const withdrawRequest = 'Withdraw request';
export const requestDescriptionRequired = 'Please describe what you are sending';
export const requestDescriptionShort = `Describe the contents in at least ${LIMITS.REQUEST_DESCRIPTION_MIN} characters`;
export const requestDescriptionMax = `The description must be at most ${LIMITS.REQUEST_DESCRIPTION_MAX} characters`;
export const requestDeclarationRequired = 'Please confirm that your parcel holds none of the prohibited items';
export const declineReasonMax = `The reason must be at most ${LIMITS.DECLINE_REASON_MAX} characters`;
export const requestAlreadyPending = 'You already have a pending request for this listing';
export const requestNotFound = 'Request not found';
export const requestNotParticipant = 'You are not part of this request';
export const requestOnlyOwnerAnswers = 'Only the owner of this listing can answer this request';
export const requestOnlyBuyerWithdraws = 'Only the buyer can withdraw this request';
export const requestNotPending = 'This request is no longer pending';
export const requestQuantityAboveAsked = 'You cannot accept more than the buyer asked for';
export const requestsLoading = 'Loading your requests...';
export const requestsFailed = "We couldn't load your requests. Please try again later.";
export const noRequests = 'No requests yet';
export const noRequestsHint = 'Open a trip or container and press Request space: your requests and their answers appear here.';
export const requestSent = 'Request sent. The courier will answer here and in your Requests.';
export const requestFailed = 'Failed to send your request. Please try again.';
