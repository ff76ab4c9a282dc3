import { LIMITS } from '../constants.js';

// Auth and registration (§5, §8)
export const invalidLogin = 'Invalid username or password';
export const usernameRequired = 'Username is required';
export const usernameInvalid = `Username must be ${LIMITS.USERNAME_MIN} to ${LIMITS.USERNAME_MAX} characters: letters, numbers, dots, dashes or underscores`;
export const usernameTaken = 'Username is already taken';
export const usernameReserved = 'Usernames that look like SpaceShare staff are reserved. Please choose another one.';
export const emailInvalid = 'Please enter a valid email address';
export const emailTaken = 'Email is already registered';
export const passwordRequired = 'Password is required';
export const newPasswordSame = 'Your new password must be different from your current one';
export const passwordMin = `Password must be at least ${LIMITS.PASSWORD_MIN} characters`;
export const passwordMax = `Password must be at most ${LIMITS.PASSWORD_MAX} characters`;
export const passwordCommon = 'This password is too common. Please choose one that is harder to guess.';
export const countryTooLong = `Country must be at most ${LIMITS.CITY_MAX} characters`;
export const loggedOut = 'You have been signed out';
