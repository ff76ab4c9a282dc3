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
/** AVIF and HEIF decode slowly (a 50-megapixel one costs seconds of CPU): they get a lower cap (decision 1506). */
export const imageAvifTooLarge = 'AVIF and HEIF images can be at most 16 megapixels. Please choose a smaller picture or a JPEG.';
export const imagesBusy = 'Too many pictures are being processed right now. Please try again in a moment.';
/** After the reason, when registration's picture could not be uploaded: nothing was created (decision 2312). */
export const registerPictureNotSaved = 'Your account is not created yet: choose another picture, or remove it, and register again.';
