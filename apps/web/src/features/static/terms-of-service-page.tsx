import { Link } from 'react-router';
import { LEGAL } from '@spaceshare/shared/constants';
import { useStaticPageMeta } from '@/lib/page-meta';
import { LegalPage, type LegalSection } from './components/legal-page';

const sections: LegalSection[] = [
  {
    id: 'about',
    title: 'What SpaceShare is',
    body: (
      <>
        <p>
          SpaceShare is an online platform that connects international students, families and small businesses who want to send items abroad
          with travellers who have spare luggage space (<strong>Luggage Share</strong>) and with owners of shipping containers who have spare
          cargo space (<strong>Container Share</strong>).
        </p>
        <p>
          <strong>SpaceShare is not a transport company, courier, freight forwarder or customs broker.</strong> We do not carry, store,
          inspect, insure or deliver any item. Every shipment is an agreement made directly between the sender and the traveller or container
          owner who carries it (the “courier”).
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use SpaceShare',
    body: (
      <>
        <p>
          You must be at least {LEGAL.minimumAge} years old and able to enter a binding contract to create an account. You agree to give
          accurate information, to keep your password secret and to tell us straight away if you think someone else is using your account.
          One person may hold one account.
        </p>
        <p>Couriers must hold the travel documents needed for their route and follow the rules of every airline, port and country involved.</p>
      </>
    ),
  },
  {
    id: 'listings',
    title: 'Listings, offers and prices',
    body: (
      <>
        <p>
          Couriers set their own routes, dates, available space and prices. Luggage space is priced per kilogram and container space per
          cubic metre (CBM), in Chinese yuan (RMB, ¥). Registering interest (“Make Offer”) does not oblige either side; a shipment is agreed
          only when the courier accepts it.
        </p>
        <p>Listings expire after the number of days the courier chooses. We may remove listings that are misleading, expired or break these terms.</p>
      </>
    ),
  },
  {
    id: 'prohibited',
    title: 'Prohibited items',
    body: (
      <>
        <p>The following may never be offered, sent or carried through SpaceShare:</p>
        <ul>
          <li>drugs, narcotics and controlled substances, including prescription medicine without the required documents;</li>
          <li>weapons, ammunition, explosives and their parts or replicas;</li>
          <li>hazardous goods: flammable, corrosive, toxic, radioactive or pressurised items and loose lithium batteries;</li>
          <li>counterfeit goods and anything that infringes someone else’s intellectual property;</li>
          <li>live animals;</li>
          <li>unpackaged perishables, such as fresh food or flowers;</li>
          <li>cash, stolen goods and anything illegal to export from the origin country or import into the destination country.</li>
        </ul>
        <p>
          Couriers have the right to inspect the contents of any parcel before accepting it and should refuse anything they cannot verify.
          Senders are responsible for the contents they hand over and for any duties and taxes unless agreed otherwise.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Liability for luggage and goods',
    body: (
      <>
        <p>
          Because SpaceShare does not handle shipments, <strong>we are not liable for lost, delayed, seized or damaged luggage or goods</strong>,
          nor for the acts or omissions of couriers and senders. Any claim about a shipment is between the sender and the courier. We
          recommend photographing items at handover, agreeing on a declared value in writing and buying insurance where available.
        </p>
        <p>
          To the fullest extent the law allows, the platform is provided “as is”, and our total liability to you for any claim arising from
          your use of SpaceShare is limited to the fees you paid us in the twelve months before the claim. Nothing in these terms limits
          liability that cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'reviews',
    title: 'Ratings and reviews',
    body: (
      <p>
        SpaceShare has a rating and review system so that the community can judge who to trust. Reviews must be honest, based on your own
        experience and free of abuse, personal data and advertising. You may not review yourself or pay for reviews. We may remove reviews that
        break these rules, but we do not verify or endorse what users write.
      </p>
    ),
  },
  {
    id: 'conduct',
    title: 'Your conduct',
    body: (
      <p>
        Treat other users with respect. Do not use SpaceShare to harass anyone, to send spam, to move payments off the platform in order to
        defraud someone, to scrape data or to interfere with the service’s security. We may suspend or close accounts that break these terms.
      </p>
    ),
  },
  {
    id: 'disputes',
    title: 'Disputes and arbitration',
    body: (
      <>
        <p>
          If something goes wrong, first contact the other user through SpaceShare messages; most problems are solved there. If that fails,
          contact us and we will try to help both sides reach an agreement.
        </p>
        <p>
          Any dispute with SpaceShare that cannot be settled informally will be resolved by binding arbitration on an individual basis rather
          than in court, except for claims that qualify for a small-claims court and where local consumer law gives you the right to go to
          court. Class or representative actions are not permitted.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as the service changes. We will show the new “last updated” date above and, for significant changes, tell
        you in the app before they apply. Continuing to use SpaceShare after that means you accept the new terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms? Write to <a href="mailto:legal@spaceshare.app">legal@spaceshare.app</a>. We answer within{' '}
        {LEGAL.termsContactHours} hours. How we handle your data is explained in our <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    ),
  },
];

export default function TermsOfServicePage() {
  useStaticPageMeta('/terms-of-service');
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>
          These terms govern your use of SpaceShare. Please read them carefully: by creating an account or using the platform you agree to
          them.
        </p>
      }
      sections={sections}
    />
  );
}
