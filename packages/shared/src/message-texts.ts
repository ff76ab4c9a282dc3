import { LIMITS } from './constants.js';

// Every user-facing error and status string lives here once; strings quoted by the spec (§2, §4, §5,
// §6, §8) are verbatim, including their odd spacing and capitalisation, because tests assert on them.
// Read them as `MESSAGES.name` (messages.ts): one export each, so a bundle keeps only the strings its
// code reads (issue 13), where one object kept all of them on every page.

// Generic
export const somethingWrong = 'Something went wrong!';
export const listLoading = 'LOADING';
export const listError = 'Something went wrong !!';
export const detailLoading = 'loading';
export const detailError = 'Something went wrong!';
export const tableLoading = 'loading';
export const tableError = 'error';
export const tryRefreshing = 'Please try refreshing the page';
export const fixErrors = 'Please fix the errors below';
export const saving = 'Saving...';
export const unknownUser = 'Unknown User';
export const notAvailable = 'N/A';
export const untitled = 'Untitled';

// Auth and registration (§5, §8)
export const invalidLogin = 'Invalid username or password';
export const usernameRequired = 'Username is required';
export const usernameInvalid = `Username must be ${LIMITS.USERNAME_MIN} to ${LIMITS.USERNAME_MAX} characters: letters, numbers, dots, dashes or underscores`;
export const usernameTaken = 'Username is already taken';
export const emailInvalid = 'Please enter a valid email address';
export const emailTaken = 'Email is already registered';
export const passwordRequired = 'Password is required';
export const passwordMin = `Password must be at least ${LIMITS.PASSWORD_MIN} characters`;
export const passwordMax = `Password must be at most ${LIMITS.PASSWORD_MAX} characters`;
export const passwordCommon = 'This password is too common. Please choose one that is harder to guess.';
export const countryTooLong = `Country must be at most ${LIMITS.CITY_MAX} characters`;
export const loggedOut = 'You have been signed out';

// Images (§5, §8)
export const selectImage = 'Please select an image file';
export const imageTooLarge = 'Image must be less than 5MB';
export const imageUrlInvalid = 'Image must be an uploaded image URL';
export const imageUploadFailed = 'Image upload failed. Please try again.';
export const imageUploaded = "Image uploaded! Click 'Save Changes' to update your profile.";
export const imageDimensionsTooLarge = 'Image dimensions are too large (at most 50 megapixels)';
export const imageNotFound = 'Image not found';
export const uploading = 'Uploading...';
export const uploadingImage = 'Uploading Image...';

// Profile (§2, §4, §5, §8)
export const locationRequired = 'Location is required';
export const phoneMin = `Phone number must be at least ${LIMITS.PHONE_MIN} characters`;
export const phoneMax = `Phone number must be at most ${LIMITS.PHONE_MAX} characters`;
export const bioMax = `Bio must be less than ${LIMITS.BIO_MAX} characters`;
export const profileUpdated = 'Profile updated successfully!';
export const profileUpdateFailed = 'Failed to update profile';
export const profileLoadFailed = 'Failed to load profile';
export const unsavedChanges = 'You have unsaved changes';
export const cannotEditOthersProfile = 'You can only edit your own profile';

// Become a courier (§4, §5, §8)
export const courierPhone = 'Please enter a valid phone number (minimum 10 digits)';
export const courierDesc = 'Please provide a detailed description about your courier services (minimum 50 characters)';
export const courierDescMax = `Description must be at most ${LIMITS.COURIER_DESC_MAX} characters`;
export const becomeSellerFailed = 'Failed to register as seller. Please try again.';
export const processing = 'Processing...';

// Seller access (§6)
export const needSeller = 'You need to become a seller first. Redirecting to the registration page...';
export const needSellerMode = 'Please toggle to seller mode first using the switch in the navigation bar.';
export const sellerOnlyListings = 'Only sellers can create listings. Become a courier first.';

// Listing forms (§5); wording of these alerts is ours, their order is the spec's
export const titleRequired = 'Title is required';
export const titleMin = `Title must be at least ${LIMITS.TITLE_MIN} characters`;
export const titleMax = `Title must be at most ${LIMITS.TITLE_MAX} characters`;
export const aboutMin = `About must be at least ${LIMITS.ABOUT_MIN} characters`;
export const aboutMax = `About must be at most ${LIMITS.ABOUT_MAX} characters`;
export const departureCountryRequired = 'Departure country is required';
export const departureCityRequired = 'Departure city is required';
export const destinationCountryRequired = 'Destination country is required';
export const destinationCityRequired = 'Destination city is required';
export const placeTooLong = `Country and city names must be at most ${LIMITS.CITY_MAX} characters`;
export const availableSpacePositive = 'Available space must be greater than 0';
export const availableSpaceStep = `Available space must be a multiple of ${LIMITS.SPACE_STEP}`;
export const availableSpaceMax = `Available space must be at most ${LIMITS.SPACE_MAX}`;
export const pricePositive = 'Price must be greater than 0';
export const priceWhole = 'Price must be a whole number';
export const priceMax = `Price must be at most ${LIMITS.PRICE_MAX}`;
export const expirationDaysPositive = 'Expiration days must be greater than 0';
export const expirationDaysWhole = 'Expiration days must be a whole number';
export const expirationDaysMax = `Expiration days must be at most ${LIMITS.EXPIRATION_DAYS_MAX}`;
export const containerTypeRequired = 'Container type is required';
export const cargoTypeMin = `Cargo type must be at least ${LIMITS.CARGO_TYPE_MIN} characters`;
export const cargoTypeMax = `Cargo type must be at most ${LIMITS.CARGO_TYPE_MAX} characters`;
export const taxClearanceRequired = 'Tax clearance is required';
export const locationCountryRequired = 'Location country is required';
export const locationCityRequired = 'Location city is required';
export const departureDateRequired = 'Departure date is required';
export const arrivalDateRequired = 'Arrival date is required';
export const dateInvalid = 'Dates must be valid dates (YYYY-MM-DD)';
export const arrivalAfterDeparture = 'Arrival date must be after departure date';
export const invalidField = 'Invalid value';
export const invalidCharacters = 'Text must not contain null characters or invalid Unicode';
export const urlInvalid = 'The address is not valid: check its percent-encoding';
export const urlTooLong = 'The address is too long';
export const failedCreateGig = 'Failed to create gig: ';
export const failedCreateContainer = 'Failed to create container: ';

// Listing tables and lifecycle (§2, §4, §8)
export const noGigs = 'No gigs found. Create your first gig!';
export const noContainers = 'No containers found. Create your first container listing!';
export const markComplete = 'Mark Complete';
export const marking = 'Marking...';
export const completed = '✓ COMPLETED';
export const gigNotFound = 'Gig not found';
export const containerNotFound = 'Container not found';
export const gigDeleted = 'Gig deleted';
export const containerDeleted = 'Container deleted';
export const notExpiredYet = 'Only expired listings can be marked complete';
// A closed listing takes no new offers or bookings (issue 10); the badge shown instead of Make Offer.
export const listingClosedExpired = 'This listing has expired and no longer takes offers';
export const listingClosedCompleted = 'This listing is completed and no longer takes offers';
export const listingClosedDeleted = 'This listing was removed by its owner';
export const listingClosedFull = 'This listing is fully booked';
export const closedExpired = 'EXPIRED';
export const closedFull = 'Fully booked';
export const closedDeleted = 'Removed';
export const priceFilterInvalid = 'Minimum and maximum price must be numbers of 0 or more';
export const priceFilterTooLarge = `Minimum and maximum price must be at most ${LIMITS.PRICE_FILTER_MAX}`;
export const priceRangeInvalid = 'Minimum price cannot be greater than maximum price';
export const gigSortInvalid = 'Sort must be one of: sales, createdAt, popular';
export const containerSortInvalid = 'Sort must be one of: createdAt, price, space';
export const containerTypeInvalid = 'Container type must be one of: 20ft, 40ft, 40ft-HC';
export const listStatusInvalid = "Status must be 'open'";
export const pageInvalid = 'Page must be a whole number from 1 to 1000';
export const limitInvalid = 'Limit must be a whole number from 1 to 100';

// Chat (§2, §4, §8)
export const selfChat = 'You cannot chat with yourself!';
export const startChatFailed = 'Failed to start conversation. Please try again.';
export const conversationsFailed = 'Failed to load conversations';
export const noConversations = 'No conversations yet';
export const noConversationsHint = 'Start a conversation by messaging a seller or buyer';
export const messagesFailed = 'Failed to load messages';
export const noMessages = 'No messages yet';
export const noMessagesHint = 'Start the conversation by sending a message';
export const messageEmpty = 'Message cannot be empty';
export const messageMax = `Message must be at most ${LIMITS.MESSAGE_MAX} characters`;
export const conversationNotFound = 'Conversation not found';
// Issue 13: a chat opened from a listing is about a listing of one of the pair.
export const chatListingNotTheirs = 'That listing belongs to neither of you';
// Issue 13: the inline note under a message that failed to send; tapping it sends it again.
export const messageNotSent = 'Not sent, tap to retry';
export const today = 'Today';
export const yesterday = 'Yesterday';
export const userNotFound = 'User not found';

// Interest / offers (§4, §6, §8)
export const selfOfferGig = 'You cannot make an offer on your own gig!';
export const selfOfferContainer = 'You cannot make an offer on your own container!';
export const interestFailed = 'Failed to update interest. Please try again.';
export const interestedLoadFailed = 'Unable to load interested users. Please try again.';
export const noInterested = 'No interested users yet.';
export const interested = 'Interested';
export const makeOffer = 'Make Offer';
export const notEnoughSpace = 'Not enough space left';
export const quantityPositive = 'Quantity must be greater than 0';
export const quantityStep = `Quantity must be a multiple of ${LIMITS.SPACE_STEP}`;
export const notInterested = 'This user has not registered interest in the listing';

// Reviews (§5, §8)
export const reviewText = 'Please write a review';
export const reviewMax = `Review must be at most ${LIMITS.REVIEW_MAX} characters`;
export const reviewStar = 'Please select a star rating';
export const reviewFailed = 'Failed to submit review';
export const reviewsLoading = 'Loading reviews...';
export const reviewsError = 'Something went wrong loading reviews!';
export const noReviews = 'No reviews yet. Be the first to review this seller!';
export const selfReview = 'You cannot review yourself!';
export const reviewNotSeller = 'Only couriers can be reviewed';

// Orders (§2, §8)
export const ordersLoading = 'Loading your orders...';
export const ordersErrorTitle = 'Something went wrong';
export const ordersErrorBody = "We couldn't load your orders. Please try again later.";
export const noOrders = 'No orders yet';
export const noOrdersHint = 'Find a trip and press Request space (or Make Offer and agree the details in chat): when the courier accepts, your order appears here.';
export const orderNotFound = 'Order not found';

export const crossSiteRefused = 'This request came from another site and was refused. Please use SpaceShare directly.';

// Operations: /api/metrics (README, Operations)
export const metricsTokenRequired = 'Metrics need the metrics token: Authorization: Bearer <METRICS_TOKEN>';
export const metricsTokenWrong = 'The metrics token is not valid';
export const metricsFailed = 'Metrics could not be collected. Please try again.';

// Orders (the spec names no texts for these refusals)
export const orderNotOwner = 'Only the owner of this listing can accept offers';
export const orderAlreadyBooked = 'This user already has an active order for this listing';
export const orderNotParticipant = 'You are not part of this order';
export const orderOnlySellerDelivers = 'Only the seller can mark an order as delivered';
export const orderNotDeliveredYet = 'The courier has not marked this order as delivered yet';
export const orderOnlyBuyerConfirms = 'Only the buyer can confirm an order';
export const orderCancelled = 'This order has been cancelled';
export const orderCompleted = 'This order is already completed';
export const orderCompletedNoCancel = 'A completed order cannot be cancelled';
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

// Proof of hand-over (issue 10)
export const deliveryCodeFormat = `The delivery code is ${LIMITS.DELIVERY_CODE_LENGTH} digits`;
export const deliveryCodeWrong = 'That delivery code is not right. Ask the buyer for the code on their order.';
export const deliveryCodeLocked = `Too many wrong codes. Try again in ${LIMITS.DELIVERY_CODE_LOCK_MINUTES} minutes, or mark the order delivered and let the buyer confirm receipt.`;
export const reviewOrderNotYours = 'You can only review the courier of your own completed order';

// Account security (issue 11)
export const currentPasswordWrong = 'Your current password is not right';
export const passwordChanged = 'Password changed. Your other sessions were signed out.';
export const forgotPasswordSent = 'If an account uses this email, we have sent it a link to reset the password. The link works for 1 hour.';
export const resetLinkInvalid = 'This reset link is not valid or has expired. Please ask for a new one.';
export const passwordResetDone = 'Your password was changed. Please sign in with the new one.';
export const verifyLinkInvalid = 'This verification link is not valid or has expired. Please ask for a new one from your profile.';
export const emailVerifiedDone = 'Thank you: your email address is verified.';
export const verificationSent = 'We sent a verification link to your email address.';
export const emailAlreadyVerified = 'Your email address is already verified';
export const sessionNotFound = 'Session not found';
export const sessionEnded = 'Signed out of that session';
export const signedOutEverywhere = 'Signed out everywhere';

// Trust and safety (issue 12)
export const languageUnknown = 'Choose languages from the list';
export const languagesRequired = 'Choose at least one language';
export const reportTargetInvalid = 'Choose what you are reporting: a gig, a container, a user or a message';
export const reportReasonRequired = 'Please choose a reason';
export const reportDetailsMax = 'Please keep the details under 1000 characters';
export const reportTargetNotFound = 'What you are reporting was not found';
export const reportSelf = 'You cannot report yourself or your own listing';
export const reportDuplicate = 'You have already reported this. Our team is looking at it.';
export const reportReceived = 'Thank you. Your report was sent to our team, who will look at it shortly.';
export const reportActionInvalid = 'Choose an action: dismiss, remove or suspend';
export const reportAlreadyResolved = 'This report was already resolved';
export const reportNothingToRemove = 'Only a listing or a message can be removed';
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
export const reportResolved = 'Report resolved';
export const userSuspendedDone = 'User suspended';
export const userUnsuspendedDone = 'Suspension lifted';
export const adminGranted = 'Operator role granted';
export const adminRevoked = 'Operator role revoked';
export const listingNotRemoved = 'Only a listing an operator removed can be restored';
export const reportNotFound = 'Report not found';
export const messageNotFound = 'Message not found';
export const messageRemoved = 'This message was removed by SpaceShare.';
