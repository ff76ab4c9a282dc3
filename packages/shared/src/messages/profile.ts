import { LIMITS } from '../constants.js';

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
