// Editing a listing after posting (decision 1602): not in the spec, worded as the spec's own forms are.
export const editGig = 'Edit Gig';
export const editContainer = 'Edit Container';
export const saveChanges = 'Save Changes';
export const savingChanges = 'Saving...';
export const gigUpdated = 'Gig updated';
export const containerUpdated = 'Container updated';
export const failedUpdateGig = 'Failed to update gig: ';
export const failedUpdateContainer = 'Failed to update container: ';
export const gigTermsLocked = 'The route and price cannot change while buyers have pending requests or open orders on this gig';
export const containerTermsLocked =
  'The location, container type, tax clearance and price cannot change while buyers have pending requests or open orders on this container';
export const listingSpaceChanged = 'Space on this listing was booked while you were editing it. Check the space left and save again.';
export const listingExpiryPast = 'The listing would already have expired: choose more days';
export const listingEditCompleted = 'A completed listing cannot be edited';
// Deleting a listing while its orders are under way (decision 1703)
export const gigOpenOrders = 'This gig has open orders. Complete or cancel them before deleting it.';
export const containerOpenOrders = 'This container has open orders. Complete or cancel them before deleting it.';
