import type { PublicUser, User } from '@spaceshare/shared/schemas/user';
import type { ProfileEditor } from './components/use-profile-editor';

/**
 * A profile as shown: public data, plus email and phone on one's own (whose answer has no country
 * code: the header resolves the country itself, as the edited one must be).
 */
export type ProfileUser = Omit<PublicUser, 'countryCode' | 'countryName'> & Partial<Pick<User, 'email' | 'phone'>>;

/** What every part of the profile page gets: the id prefix its labels use, the user, and the editor on the own profile. */
export type ProfilePartProps = { ids: string; user: ProfileUser; own: boolean; editor?: ProfileEditor };
