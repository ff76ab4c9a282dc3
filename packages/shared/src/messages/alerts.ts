// Route alerts (decision 1401)
export const alertSearchRequired = 'Name a route to watch, such as "China to Ghana"';
export const alertSearchMax = 'Please keep the route under 100 characters';
export const alertNeedsRoute = 'Name a route to watch: where from, where to, or both, such as "China to Ghana" or "to Kenya"';
export const alertUnknownPlace = 'We do not know one of these places yet. Check its spelling, or name its country instead.';
export const alertLimit = 'You can watch at most 20 routes. Delete one to add another.';
export const alertNotFound = 'Alert not found';
export const alertNotYours = 'You can only delete your own alerts';
export const alertNotYoursToChange = 'You can only change your own alerts';
