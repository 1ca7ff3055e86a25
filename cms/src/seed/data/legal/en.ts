import type { LegalBodies } from './types';

export const EN: LegalBodies = {
  TERMS: `# Terms of Use

## Article 1 (Purpose)
These Terms set out the rights, duties and responsibilities of Mobility Parts Co., Ltd. (the "Company") and its Members in the use of the Partner Portal (the "Service"). The virtual showroom is open to everyone without entering personal data; the business (B2B) pages are for registered Members only.

## Article 2 (Definitions)
1. "Member": a person employed by a partner company who has agreed to these Terms and registered for the Service.
2. "User ID": the identifier of a Member's account. It consists of lowercase letters and numbers, and each person may hold only one.
3. "Password": a combination of 8 to 16 characters chosen by the Member to confirm that they are the holder of the User ID.

## Article 3 (Posting and Changes of the Terms)
1. The Company posts these Terms on the Service so that Members can read them at any time.
2. When the Company changes these Terms, it announces the changes and their effective date at least 7 days in advance. Changes that are unfavourable to Members are announced at least 30 days in advance.
3. A Member who does not agree to the changed Terms may withdraw from membership.

## Article 4 (Membership)
1. Registration is complete when the applicant agrees to these Terms, verifies their business e-mail address and, where required, is approved by the Company.
2. The Company may refuse or later cancel a registration that uses another person's name, false information, or an e-mail domain that does not belong to the stated partner company.

## Article 5 (Notices to Members)
1. The Company notifies Members by SMS/MMS, by notice on the Service, or by e-mail to the address registered by the Member.
2. A notice to many Members at once may be replaced by a posting on the Service for at least 7 days.

## Article 6 (Provision and Suspension of the Service)
1. The Service is provided 24 hours a day, all year round, unless there are business or technical reasons not to.
2. The Company may suspend the Service temporarily for maintenance, replacement or failure of equipment, interruption of telecommunications, or force majeure. It gives notice in advance where possible.

## Article 7 (Duties of the Company)
The Company does not act against the law or these Terms, provides the Service continuously and stably, and protects Members' personal information in accordance with its Privacy Policy.

## Article 8 (Duties of Members)
Members must not register false information, use another person's account, disclose confidential information obtained through the Service, interfere with the operation of the Service, or infringe the rights of the Company or third parties. Members keep their User ID and password safe and are responsible for their use.

## Article 9 (Restriction and Loss of Membership)
1. If a Member breaches the duties in Article 8, the Company may restrict or suspend the Member's use of the Service.
2. If the Member does not give an explanation within 14 days after being notified of a suspension, the Company may deprive the Member of membership.
3. Depending on a Member's status level, access to some services may be restricted.

## Article 10 (Advertising)
The Company sends advertising information, such as newsletters and event invitations, only to Members who have given their prior consent. Members may withdraw that consent at any time.

## Article 11 (Withdrawal)
1. A Member may withdraw from membership at any time on the withdrawal page of the Service, and the Company processes the request without delay.
2. Personal information is deleted on withdrawal, except where the law requires it to be kept.
3. A person who registers again after withdrawing becomes a new Member; earlier records are not restored.

## Article 12 (Ban on Transfer)
Members may not transfer, lend or pledge their right to use the Service or their status as a Member to anyone else.

## Article 13 (Limitation of Liability)
1. The Company is not liable for failures to provide the Service caused by force majeure, such as natural disasters or war.
2. The Company is not liable for problems caused by a Member's own fault, or for the accuracy of information that Members post.

## Article 14 (Governing Law and Jurisdiction)
These Terms are governed by the laws of the Republic of Korea. Disputes are brought before the competent court under the Civil Procedure Act.

## Addendum
These Terms take effect on December 1, 2021.
`,

  PRIVACY: `# Privacy Policy

Mobility Parts Co., Ltd. (the "Company") processes the personal information of Partner Portal users as follows.

## 1. Purposes of Processing
Member registration and identification, handling of meeting requests and inquiries, notices about the Service, and, with separate consent, newsletters and marketing information.

## 2. Personal Information Collected
- **Required:** name, company, e-mail address, telephone number, mobile number, products of interest
- **Optional:** country, department, position
- **Collected automatically:** access logs, IP address, cookies, browser and device information

## 3. Retention Period
Personal information is kept until the Member withdraws from membership and is then destroyed without delay. Where the law requires longer retention, it is kept as follows:
- Internet access logs: 3 months (Protection of Communications Secrets Act)
- Records of communication or telecommunication: 12 months

## 4. Provision to Third Parties
The Company does not provide personal information to third parties without the data subject's consent, except where the law requires it.

## 5. Rights of Data Subjects
Data subjects may ask at any time to access, correct, delete or stop the processing of their personal information, on the Service or by e-mail. The Company answers within 30 days and keeps a record of each request for 24 months.

## 6. Destruction
Personal information whose purpose has been achieved is destroyed without delay: electronic files by a method that prevents recovery, printed material by shredding.

## 7. Cookies
The Service uses the following cookies, which can be refused in the browser settings (some functions may then not work):
- **Essential cookies:** keep the sign-in session and protect against forged requests
- **Preference cookies:** remember the language and the saved sign-in e-mail
- **Analytics cookies:** measure visits to menus and pages to improve the Service

## 8. Security Measures
Passwords are stored only as one-way hashes, connections are encrypted, access to personal information is limited to the staff who need it, and access records are reviewed regularly.

## 9. Privacy Officer
Questions and complaints about personal information can be sent to the privacy officer at privacy@mobilityparts.com.

## 10. Changes to this Policy
Changes to this Policy are announced on the Service at least one week before they take effect.
- Announced: May 23, 2022
- Effective: June 2, 2022
`,

  MARKETING: `# Consent to Receive Newsletters and Marketing Information (optional)

- **Purpose:** newsletters, product news, exhibition and event invitations
- **Items:** name, company, e-mail address, mobile number
- **Retention:** until consent is withdrawn or the Member withdraws from membership
- **Channels:** e-mail and SMS/MMS

You may refuse this consent; refusing does not limit your use of the Service. You can withdraw your consent at any time on My Page or through the unsubscribe link in every newsletter.
`,
};
