// English strings of the kyc screens: the reference catalogue of the `kyc` namespace.
import type { Catalogue } from '../catalogue';

export const kyc = {
  form: {
    nationality: 'Nationality',
    nationalityPlaceholder: 'Please select your nationality',
    name: 'Name',
    namePlaceholder: 'Please enter your name',
    nameHint: 'Your full name exactly as it appears on your ID or passport',
    nameHintChina: '2 to 5 Chinese characters, as on your ID card',
    idNumber: 'ID number',
    idNumberPlaceholder: 'Please enter your ID number',
    idNumberHint: 'Your ID or passport number: 5 to 30 letters and digits',
    idNumberHintChina: '15 or 18 digits; the last one may be X',
    submit: 'Submit for review',
    submitting: 'Uploading…',
    submitted: 'Documents submitted',
  },
  photos: {
    front: {
      label: 'ID photo (front)',
      preview: 'Front of your ID',
      required: 'Please upload the ID photo (front)',
    },
    back: {
      label: 'ID photo (back)',
      preview: 'Back of your ID',
      required: 'Please upload the ID photo (back)',
    },
    choose: 'Upload',
    change: 'Change',
    hint: 'JPEG, PNG or WebP, up to 5 MB. Make sure all four corners are visible and the text is sharp.',
  },
  status: {
    none: {
      title: 'Verify your identity',
      message:
        'Submit your name, ID number and photos of both sides of your ID. Your details are used only for the review.',
      pill: 'Not submitted',
    },
    pending: {
      title: 'Under Verification',
      message: 'Documents submitted, please wait for review',
      pill: 'Under review',
    },
    approved: {
      title: 'Verification Successful',
      message: 'Your identity has been verified.',
      pill: 'Approved',
    },
    rejected: {
      title: 'Verification not approved',
      message: 'Please check your details and submit again.',
      pill: 'Rejected',
    },
    verifiedBadge: 'Verified',
    reason: 'Reason:',
  },
  details: {
    status: 'Status',
    name: 'Name',
    idNumber: 'ID number',
    nationality: 'Nationality',
    submittedAt: 'Submitted',
    reviewedAt: 'Reviewed',
  },
};

export type KycMessages = Catalogue<typeof kyc>;
