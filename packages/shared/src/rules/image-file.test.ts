import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { imageFileError } from './image-file.js';

const MB = 1024 * 1024;

describe('imageFileError', () => {
  it('accepts images up to 5 MB', () => {
    expect(imageFileError({ type: 'image/png', size: 5 * MB })).toBeNull();
  });

  it('refuses other file types', () => {
    expect(imageFileError({ type: 'application/pdf', size: 10 })).toBe(MESSAGES.selectImage);
    expect(imageFileError({ type: '', size: 10 })).toBe('Please select an image file');
  });

  it('refuses images over 5 MB', () => {
    expect(imageFileError({ type: 'image/jpeg', size: 5 * MB + 1 })).toBe('Image must be less than 5MB');
  });

  it('can skip the size check', () => {
    expect(imageFileError({ type: 'image/jpeg', size: 50 * MB }, Number.POSITIVE_INFINITY)).toBeNull();
  });
});
