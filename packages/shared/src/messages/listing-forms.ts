import { LIMITS } from '../constants.js';
import { formatNumber, formatRMB } from '../rules/price.js';

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
// The form's picker offers only known countries; the API says the same to its other clients.
export const countryUnknown = 'Country must be a country name or its ISO code, e.g. Ghana or GH';
export const routeSameCity = 'Destination must be another city than the departure';
export const placeTooLong = `Country and city names must be at most ${LIMITS.CITY_MAX} characters`;
export const availableSpacePositive = 'Available space must be greater than 0';
export const availableSpaceStep = `Available space must be a multiple of ${LIMITS.SPACE_STEP}`;
export const availableSpaceMax = `Available space must be at most ${formatNumber(LIMITS.SPACE_MAX)}`;
export const pricePositive = 'Price must be greater than 0';
export const priceWhole = 'Price must be a whole number';
export const priceMax = `Price must be at most ${formatRMB(LIMITS.PRICE_MAX)}`;
// Any number field (space, price, days, quantities, price filters): '1,000' could be a thousand or 1.0 (decision 2312).
export const numberGrouped = 'Write the number without thousands separators, e.g. 1000 or 7.5 (7,5 works too)';
// A number typed with a unit or a currency sign ('¥85', '20kg'): the field already names both (decision 2423).
export const numberOnly = 'Write the number alone, without a unit or currency sign, e.g. 85 or 7.5';
export const expirationDaysPositive = 'Expiration days must be greater than 0';
export const expirationDaysWhole = 'Expiration days must be a whole number';
export const expirationDaysMax = `Expiration days must be at most ${LIMITS.EXPIRATION_DAYS_MAX}`;
export const containerTypeRequired = 'Container type is required';
export const containerSpaceMax = (containerType: string, cbm: number) => `A ${containerType} container holds at most ${formatNumber(cbm)} CBM`;
export const cargoTypeMin = `Cargo type must be at least ${LIMITS.CARGO_TYPE_MIN} characters`;
export const cargoTypeMax = `Cargo type must be at most ${LIMITS.CARGO_TYPE_MAX} characters`;
export const taxClearanceRequired = 'Tax clearance is required';
export const locationCountryRequired = 'Location country is required';
export const locationCityRequired = 'Location city is required';
export const departureDateRequired = 'Departure date is required';
export const departureDatePast = 'Departure date cannot be in the past';
export const arrivalDateRequired = 'Arrival date is required';
export const dateTooFar = 'Dates must be within the next two years';
export const dateInvalid = 'Dates must be valid dates (YYYY-MM-DD)';
export const arrivalAfterDeparture = 'Arrival date must be after departure date';
export const invalidField = 'Invalid value';
export const invalidCharacters = 'Text must not contain null characters or invalid Unicode';
export const urlInvalid = 'The address is not valid: check its percent-encoding';
export const urlTooLong = 'The address is too long';
// Refusals of the HTTP server itself, before any route runs (tester round 9)
export const requestTimedOut = 'The request took too long to arrive. Please try again.';
export const requestHeadersTooLarge = 'The request headers are too large';
export const requestUnreadable = 'The request could not be read';
export const contentEncodingUnsupported = 'Send the request body uncompressed (no Content-Encoding)';
export const failedCreateGig = 'Failed to create gig: ';
export const failedCreateContainer = 'Failed to create container: ';
// Add and edit listing forms with unsaved changes, before a link leaves or the tab closes (decision 2312).
export const listingLeaveUnsaved = 'You have unsaved changes to this listing. Leave this page without saving them?';
