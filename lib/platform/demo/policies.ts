import type { PolicyKey } from '../../db/schema';

/*
 * The policy pages of a fresh installation: plain HTML (headings, paragraphs, lists, links; no
 * scripts or styles). An operator is expected to have them reviewed and replace them.
 */

const ADMIN_EMAIL = 'admin@frcrviva.co.uk';
const ENQUIRY_EMAIL = 'enquiry@frcrviva.co.uk';
const LAST_UPDATED = '1 September 2025';

const mail = (address: string) => `<a href="mailto:${address}">${address}</a>`;

const termsAndConditions = `
<h2>Terms and Conditions</h2>
<p><em>Last updated: ${LAST_UPDATED}</em></p>
<p>These terms govern your use of the FRCR Viva website and online course (the &ldquo;Service&rdquo;). By creating an account or buying a plan you agree to them. Please read them carefully and keep a copy for your records.</p>

<h3>1. About us</h3>
<p>FRCR Viva provides online preparation for the viva component of the Final FRCR Part B examination in clinical radiology. You can contact us at ${mail(ADMIN_EMAIL)} or ${mail(ENQUIRY_EMAIL)}.</p>
<p>We are an independent education provider. We are not affiliated with, endorsed by or acting on behalf of the Royal College of Radiologists, and we have no access to examination material.</p>

<h3>2. Who may use the Service</h3>
<ul>
  <li>You must be at least 18 years old and a medical graduate or radiology trainee preparing for the FRCR examinations.</li>
  <li>The information you give us when you register must be accurate and kept up to date.</li>
  <li>Your account is personal to you. You must not share your sign-in details or let anyone else use your account.</li>
</ul>

<h3>3. Plans and payment</h3>
<ul>
  <li>Prices are shown in pounds sterling (GBP) on the Subscription page and include any applicable taxes.</li>
  <li>Payments are taken by our payment providers, PayPal and Razorpay. We never see or store your full card details.</li>
  <li>A time-based plan (for example the Marathon Course) gives access for the period shown from the date of purchase. It does not renew automatically; you may buy a further plan at any time.</li>
  <li>A Single Session plan entitles you to one live viva session, subject to availability.</li>
  <li>We may change our prices, but a change never affects a plan you have already bought.</li>
</ul>

<h3>4. Live sessions</h3>
<p>Live sessions are booked through the Sessions page and are subject to capacity. Please join on time and behave professionally towards tutors and other candidates. We may reschedule a session if a tutor is unavailable; if we do, we will offer you an alternative date or a refund of that session.</p>

<h3>5. Acceptable use</h3>
<p>All videos, images, model answers and other materials are protected by copyright and are licensed to you for your personal, non-commercial study only. You must not:</p>
<ul>
  <li>record, download, screenshot, copy or redistribute any content, in whole or in part;</li>
  <li>share sessions or recordings with people who do not hold their own plan;</li>
  <li>attempt to bypass access controls or interfere with the operation of the Service;</li>
  <li>post comments that are unlawful, offensive, or that identify patients.</li>
</ul>
<p>We may suspend or close an account that breaches these rules, without refund where the breach is serious.</p>

<h3>6. Educational content</h3>
<p>The Service is for examination preparation. Cases are selected and anonymised for teaching and are not guidance for the care of individual patients. We work hard to keep the material accurate and current, but we cannot guarantee any examination result.</p>

<h3>7. Our liability</h3>
<p>Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited by law. Otherwise, our total liability to you is limited to the amount you paid for the plan concerned, and we are not liable for losses that were not reasonably foreseeable. Your statutory rights as a consumer are not affected.</p>

<h3>8. Changes to these terms</h3>
<p>We may update these terms from time to time. The version published on this page applies from its &ldquo;last updated&rdquo; date; significant changes will be notified by email.</p>

<h3>9. Governing law</h3>
<p>These terms are governed by the law of England and Wales. If you live elsewhere in the United Kingdom you may also bring proceedings in the courts of the part of the UK where you live.</p>
`.trim();

const privacyPolicy = `
<h2>Privacy Policy</h2>
<p><em>Last updated: ${LAST_UPDATED}</em></p>
<p>This policy explains how FRCR Viva (&ldquo;we&rdquo;, &ldquo;us&rdquo;) collects and uses your personal data when you use our website and online course. We are the controller of your personal data under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.</p>

<h3>1. The data we collect</h3>
<ul>
  <li><strong>Account details:</strong> your full name, email address, mobile number and country code, and, if you choose to upload one, a profile photograph.</li>
  <li><strong>Security data:</strong> your password, which we store only as a salted one-way hash, and records of sign-in sessions and password reset requests.</li>
  <li><strong>Purchases:</strong> the plans you buy, amounts, dates and the transaction reference from PayPal or Razorpay. Card and bank details are handled by those providers, not by us.</li>
  <li><strong>Learning activity:</strong> session bookings, comments, ratings and feedback you submit.</li>
  <li><strong>Messages:</strong> the email address and message you send through the contact form.</li>
</ul>

<h3>2. How and why we use it</h3>
<ul>
  <li>To provide the Service you have signed up for, including access to plans and bookings (performance of a contract).</li>
  <li>To send you service emails such as password reset codes and booking information (performance of a contract).</li>
  <li>To keep the Service secure and prevent misuse and account sharing (legitimate interests).</li>
  <li>To keep financial records for tax and accounting purposes (legal obligation).</li>
  <li>To publish your feedback as a testimonial, with your name and photograph, only where you have submitted it for that purpose (consent, which you may withdraw at any time).</li>
</ul>
<p>We do not sell your personal data and we do not use it for automated decision-making.</p>

<h3>3. Who we share it with</h3>
<p>We share personal data only with service providers who process it on our behalf: our hosting provider, our email provider, and PayPal and Razorpay for payments. Where a provider processes data outside the UK, we rely on adequacy regulations or the International Data Transfer Agreement to protect it.</p>

<h3>4. Cookies</h3>
<p>We use only strictly necessary cookies: a secure, HTTP-only cookie that keeps you signed in, and short-lived cookies that carry a password reset or payment between pages. We do not use advertising or tracking cookies.</p>

<h3>5. How long we keep it</h3>
<ul>
  <li>Account data: for as long as your account is open, and for up to 12 months after it is closed.</li>
  <li>Purchase records: six years from the end of the financial year in which the purchase was made, as required by HM Revenue &amp; Customs.</li>
  <li>Contact messages: up to 24 months.</li>
</ul>

<h3>6. Your rights</h3>
<p>You have the right to access your personal data, to have it corrected or erased, to restrict or object to its processing, and to receive it in a portable format. To exercise any of these rights, email ${mail(ADMIN_EMAIL)}. We will respond within one month.</p>
<p>If you are unhappy with how we have handled your data, you may complain to the Information Commissioner&rsquo;s Office at <a href="https://ico.org.uk">https://ico.org.uk</a>, although we would appreciate the chance to put things right first.</p>

<h3>7. Security</h3>
<p>All traffic to the Service is encrypted in transit. Passwords are stored as salted hashes, session tokens are stored hashed, and access to personal data is limited to staff who need it.</p>

<h3>8. Children</h3>
<p>The Service is intended for medical professionals and is not directed at anyone under 18.</p>
`.trim();

const cancellationAndRefundPolicy = `
<h2>Cancellation and Refund Policy</h2>
<p><em>Last updated: ${LAST_UPDATED}</em></p>
<p>We want you to be happy with your plan. This policy explains when you can cancel and how refunds work. It does not affect your statutory rights under the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 or the Consumer Rights Act 2015.</p>

<h3>1. Your 14-day right to cancel</h3>
<p>You may cancel a plan within 14 days of purchase. Because our plans give immediate access to digital content and services, when you buy a plan you ask us to start providing it straight away. If you cancel within the 14 days:</p>
<ul>
  <li>if you have not watched any video, opened any model answer or attended any live session, you will receive a full refund;</li>
  <li>if you have started using the plan, we will refund the price less a proportionate amount for the service provided up to the date you told us you wished to cancel.</li>
</ul>

<h3>2. After 14 days</h3>
<p>Plans are not refundable after the 14-day cancellation period, except where the Service was not provided as described, for example because of a prolonged outage or the cancellation of live sessions that we could not reschedule.</p>

<h3>3. Live sessions</h3>
<ul>
  <li>You may cancel or change a live session booking up to 48 hours before it starts, and rebook another session at no cost.</li>
  <li>A Single Session plan is refundable in full if you cancel more than 48 hours before your booked session; later cancellations and non-attendance are not refundable.</li>
  <li>If we cancel a session, you may choose another date or a full refund of that session.</li>
</ul>

<h3>4. How to cancel</h3>
<p>Email ${mail(ADMIN_EMAIL)} from the address registered to your account, stating your name, the plan and the date of purchase. You may use the model cancellation form in Schedule 3 to the 2013 Regulations, but you do not have to.</p>

<h3>5. How refunds are paid</h3>
<p>Refunds are made to the original payment method, through PayPal or Razorpay, within 14 days of our agreeing the refund. Depending on your bank it may take a further few working days for the money to appear in your account. Refunds are made in pounds sterling; we are not responsible for differences caused by currency conversion.</p>

<h3>6. Questions</h3>
<p>For any question about this policy, contact ${mail(ENQUIRY_EMAIL)}.</p>
`.trim();

export const demoPolicies: { key: PolicyKey; title: string; html: string }[] = [
  { key: 'termsAndCondition', title: 'Terms and Conditions', html: termsAndConditions },
  { key: 'privacypolicy', title: 'Privacy Policy', html: privacyPolicy },
  {
    key: 'cancellationAndRefundPolicy',
    title: 'Cancellation and Refund Policy',
    html: cancellationAndRefundPolicy,
  },
];
