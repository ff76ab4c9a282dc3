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
