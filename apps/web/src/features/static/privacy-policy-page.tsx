import { Link } from 'react-router';
import { LEGAL } from '@spaceshare/shared/constants';
import { useStaticPageMeta } from '@/lib/page-meta';
import { LegalPage, type LegalSection } from './components/legal-page';

const sections: LegalSection[] = [
  {
    id: 'who',
    title: 'Who we are',
    body: (
      <p>
        SpaceShare is a platform for international students and travellers: it connects people who want to send items abroad with travellers
        who have spare luggage space and with container owners who have spare cargo space. This policy explains what personal data we
        collect, why, and the choices you have. SpaceShare is intended for people aged {LEGAL.minimumAge} and over; we do not knowingly
        collect data from anyone younger.
      </p>
    ),
  },
  {
    id: 'collect',
    title: 'Data we collect',
    body: (
      <>
        <ul>
          <li>
            <strong>Account data:</strong> username, email address, password (stored only as a secure hash), country and, if you choose,
            profile picture, phone number and description.
          </li>
          <li>
            <strong>Marketplace data:</strong> listings you create, offers you make, orders, reviews and ratings you give or receive.
          </li>
          <li>
            <strong>Messages:</strong> conversations with other users, so they can be delivered and kept in your inbox.
          </li>
          <li>
            <strong>Technical data:</strong> a session cookie that keeps you signed in, a cookie that
            remembers this browser has signed in before (so that others' failed guesses at your password cannot lock
            you out), a cookie with a random number for this browser (so that a sign-in from a browser
            you have not used before can be emailed to you), and server logs (IP address, browser, time) used for
            security and abuse prevention.
          </li>
        </ul>
        <p>
          Preferences such as notification settings are stored only in your browser. We do not use advertising trackers and we never load
          third-party scripts.
        </p>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How we use your data',
    body: (
      <ul>
        <li>to run your account and show your public profile, listings, ratings and reviews;</li>
        <li>to let you message other users and follow your orders;</li>
        <li>to keep the platform safe: detect fraud, spam, prohibited items and misuse;</li>
        <li>to meet legal obligations and respond to lawful requests.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'What others can see',
    body: (
      <p>
        Your username, picture, country, description, ratings, reviews and member-since date are public. Your email address and phone number
        are never shown on your public profile; share them with another user yourself only when you choose to. We do not sell personal data.
        We share it only with service providers who host the platform for us under contract, or when the law requires it.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep account data while your account is open. When you close it we delete or anonymise your data within 90 days, except what we
        must keep for legal, tax or dispute reasons. Reviews you wrote may remain without your name so that ratings stay accurate.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Passwords are hashed, sessions use secure HTTP-only cookies, and uploads are checked to be images before they are stored. No system
        is perfectly secure, so please use a unique password and tell us about anything suspicious.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <p>
        Depending on where you live you may have the right to access, correct, export or delete your personal data, and to object to or
        restrict some uses of it. You can edit most of your data on your <Link to="/profile">profile</Link>. For anything else, contact us
        and we will respond within {LEGAL.privacyContactDays} days. You may also complain to your local data-protection authority.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: <p>If we change this policy we will update the date above and, for significant changes, let you know in the app.</p>,
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Privacy questions or requests: <a href="mailto:privacy@spaceshare.app">privacy@spaceshare.app</a>. We reply within{' '}
        {LEGAL.privacyContactDays} days.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  useStaticPageMeta('/privacy-policy');
  return (
    <LegalPage
      title="Privacy Policy"
      intro={<p>Your privacy matters to us. This policy describes the personal data SpaceShare handles and how you stay in control of it.</p>}
      sections={sections}
    />
  );
}
