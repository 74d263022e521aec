/*
 * The demo content of a fresh installation, as plain data. seed.ts writes it to the database and
 * scripts/generate-demo-images.ts draws the images it names, so both read this one file.
 * Everything here is fictional teaching material written for the demo; it is not medical advice.
 */

import { DEMO_STUDENT_SIGN_IN, SUBSCRIBED_STUDENT_SIGN_IN } from '../../demo-accounts';

/** What a stylised study image shows; the image generator draws one per value. */
export type Study =
  | {
      kind: 'cxr';
      finding:
        | 'lul-collapse'
        | 'right-pneumothorax'
        | 'cavitating-mass'
        | 'bhl'
        | 'miliary'
        | 'pericardial-effusion'
        | 'cardiomegaly'
        | 'pneumoperitoneum';
    }
  | {
      kind: 'ct-head';
      finding: 'subdural' | 'extradural' | 'sah' | 'ring-lesions' | 'mca-infarct';
    }
  | { kind: 'ct-abdo'; finding: 'liver-mets' | 'renal-mass' | 'aaa' }
  | { kind: 'ct-chest'; finding: 'dissection' | 'pe' }
  | { kind: 'ct-neck'; finding: 'abscess' }
  | { kind: 'xr-pelvis'; finding: 'sufe' | 'nof-fracture' | 'paget' }
  | { kind: 'xr-knee'; finding: 'osteosarcoma' | 'metaphyseal-fractures' }
  | { kind: 'axr'; finding: 'sigmoid-volvulus' | 'sbo' | 'toxic-megacolon' | 'nec' | 'staghorn' }
  | { kind: 'barium'; finding: 'achalasia' | 'apple-core' }
  | {
      kind: 'us';
      finding:
        | 'target'
        | 'pyloric-stenosis'
        | 'hydronephrosis'
        | 'testicular-torsion'
        | 'parotid-mass'
        | 'thyroid-nodule';
    }
  | { kind: 'mammo'; finding: 'spiculated' | 'calcification' | 'circumscribed' }
  | { kind: 'nm-bone'; finding: 'mets' | 'superscan' }
  | { kind: 'nm-thyroid'; finding: 'graves' }
  | { kind: 'angio'; finding: 'sfa-stenosis' };

/** A signed-up student with no subscription. */
export const DEMO_STUDENT = {
  fullName: 'Demo Student',
  ...DEMO_STUDENT_SIGN_IN,
  mobileNumber: '7700900123',
  countryCode: '44',
} as const;

/** A student with a current Marathon Course purchase (transaction type 'Demo'). */
export const SUBSCRIBED_STUDENT = {
  fullName: 'Subscribed Student',
  ...SUBSCRIBED_STUDENT_SIGN_IN,
  mobileNumber: '9876543210',
  countryCode: '91',
} as const;

export const SUBSCRIBED_PURCHASE = {
  planSlug: 'marathon-course',
  transactionType: 'Demo',
  transactionId: 'DEMO-SEED-SUBSCRIBED-MARATHON',
} as const;

// ---------------------------------------------------------------------------------------------
// Plans
// ---------------------------------------------------------------------------------------------

export interface DemoPlan {
  slug: string;
  name: string;
  price: string;
  subTitle: string;
  durationDays: number | null;
  features: { title: string; detail: string }[];
}

const SINGLE_SESSION_SUBTITLE = 'Single Session';

export const demoPlans: DemoPlan[] = [
  {
    slug: 'marathon-course',
    name: 'Marathon Course',
    price: '349.00',
    subTitle: '6 Months',
    durationDays: 180,
    features: [
      {
        title: 'Complete video library',
        detail:
          'Every recorded viva case in the library, with new cases added each week throughout your six months.',
      },
      {
        title: 'Weekly live viva sessions',
        detail:
          'Book any live viva session on the timetable and receive personalised feedback from a consultant examiner after each one.',
      },
      {
        title: 'Shorts with model answers',
        detail:
          'All image shorts across twelve subspecialties, each with an examiner-style model answer to compare against your own.',
      },
      {
        title: 'Two full mock vivas',
        detail:
          'Timed mock examinations run in the format of the real exam, with a written debrief and a targeted revision plan.',
      },
      {
        title: 'FRCR LONGS practice',
        detail:
          'Reporting practice for the long cases, with structured reports marked against the examiners’ expectations.',
      },
      {
        title: 'Exam regulations',
        detail:
          'Read the current FRCR 2B format and eligibility rules on the Royal College of Radiologists website: https://www.rcr.ac.uk',
      },
    ],
  },
  {
    slug: 'intensive-course',
    name: 'Intensive Course',
    price: '229.00',
    subTitle: '3 Months',
    durationDays: 90,
    features: [
      {
        title: 'Complete video library',
        detail: 'Every recorded viva case in the library for three months.',
      },
      {
        title: 'Weekly live viva sessions',
        detail: 'Book the weekly live viva sessions with personalised feedback after each one.',
      },
      {
        title: 'Shorts with model answers',
        detail: 'All image shorts with examiner-style model answers.',
      },
      {
        title: 'One full mock viva',
        detail: 'A timed mock examination with a written debrief in the final month of your plan.',
      },
    ],
  },
  {
    slug: 'crash-course',
    name: 'Crash Course',
    price: '129.00',
    subTitle: '1 Month',
    durationDays: 30,
    features: [
      {
        title: 'Complete video library',
        detail:
          'Every recorded viva case for one month: ideal for the final weeks before the exam.',
      },
      {
        title: 'Live viva sessions',
        detail: 'Book the live viva sessions running during your month of access.',
      },
      {
        title: 'High-yield shorts',
        detail: 'All image shorts with model answers, arranged by subspecialty for rapid revision.',
      },
      {
        title: 'Revision checklist',
        detail:
          'A printable checklist of the classic viva cases, also available at https://www.youtube.com/@frcrviva',
      },
    ],
  },
  {
    slug: 'single-session',
    name: 'Single Session',
    price: '45.00',
    subTitle: SINGLE_SESSION_SUBTITLE,
    durationDays: null,
    features: [
      {
        title: 'One live viva session',
        detail:
          'A one-off, one-to-one viva with a consultant radiologist covering cases across the curriculum.',
      },
      {
        title: 'Personalised feedback',
        detail: 'Written feedback on your case presentation and technique within 48 hours.',
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Videos
// ---------------------------------------------------------------------------------------------

export interface DemoVideo {
  slug: string;
  name: string;
  category: string;
  description: string;
  durationSeconds: number;
  study: Study;
  /**
   * What the player opens: a file the app hosts (media/lessons/, by name) or an external URL.
   * Hosted names are served only to subscribers, by the media route.
   */
  path: string;
  /** WebVTT captions beside a hosted file; null for external media. */
  captions: string | null;
}

/**
 * Every hosted demo lesson is this long: scripts/generate-demo-lessons.ts speaks the lesson's
 * title and description over its cover and pads the recording to this length.
 */
export const DEMO_LESSON_SECONDS = 30;

/** How many of the lessons below are hosted by the app; the rest show external media. */
const HOSTED_LESSONS = 12;

/** The hosted media file of a demo lesson, by name (media/lessons/). */
function lessonMediaName(slug: string): string {
  return `${slug}.webm`;
}

/** The WebVTT captions of a hosted demo lesson, by name (media/lessons/). */
function lessonCaptionsName(slug: string): string {
  return `${slug}.vtt`;
}

/*
 * Examples of external media for the last lessons: Blender Foundation open films on YouTube
 * (freely licensed), in the watch-URL form react-player recognises. They need the internet; the
 * hosted lessons before them do not.
 */
const EXTERNAL_MEDIA_EXAMPLES = [
  'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  'https://www.youtube.com/watch?v=eRsGyueVLvQ',
  'https://www.youtube.com/watch?v=R6MlUcmOul8',
  'https://www.youtube.com/watch?v=WhWc3b3KhnY',
];

const videoLessons: Omit<DemoVideo, 'path' | 'captions'>[] = [
  {
    slug: 'chest-radiograph-left-upper-lobe-collapse',
    name: 'Chest radiograph: left upper lobe collapse',
    category: 'Chest',
    description:
      'A classic viva film. We work through the veil-like opacity, the luftsichel sign and the elevated left hilum, then discuss why a central obstructing carcinoma must be excluded and how to phrase the next steps to the examiner.',
    durationSeconds: 742,
    study: { kind: 'cxr', finding: 'lul-collapse' },
  },
  {
    slug: 'ct-head-acute-subdural-haematoma',
    name: 'CT head: acute subdural haematoma',
    category: 'Neuro',
    description:
      'A crescentic hyperdense collection with midline shift. Learn a structured description of extra-axial haemorrhage, how to tell subdural from extradural, and how to escalate an urgent finding clearly and calmly.',
    durationSeconds: 655,
    study: { kind: 'ct-head', finding: 'subdural' },
  },
  {
    slug: 'barium-swallow-achalasia',
    name: 'Barium swallow: achalasia',
    category: 'GI',
    description:
      'A dilated oesophagus with a smooth bird’s beak taper. We cover the key observations, the pseudoachalasia trap in older patients, and the investigations the examiner expects you to recommend.',
    durationSeconds: 588,
    study: { kind: 'barium', finding: 'achalasia' },
  },
  {
    slug: 'msk-slipped-upper-femoral-epiphysis',
    name: 'MSK: slipped upper femoral epiphysis',
    category: 'MSK',
    description:
      'An adolescent with hip pain. Klein’s line, the frog-leg lateral, the contralateral hip and the urgency of orthopaedic referral: everything you need to present this case with confidence.',
    durationSeconds: 603,
    study: { kind: 'xr-pelvis', finding: 'sufe' },
  },
  {
    slug: 'paediatric-intussusception-on-ultrasound',
    name: 'Paediatric: intussusception on ultrasound',
    category: 'Paediatrics',
    description:
      'The target sign in a toddler with colicky pain. We discuss lead points, the contraindications to air enema reduction and how to talk through the procedure and its risks in the viva.',
    durationSeconds: 697,
    study: { kind: 'us', finding: 'target' },
  },
  {
    slug: 'neuro-multiple-ring-enhancing-lesions',
    name: 'Neuro: multiple ring-enhancing lesions',
    category: 'Neuro',
    description:
      'Metastases, abscess or glioma? A systematic approach to ring-enhancing lesions, the role of diffusion-weighted imaging and perfusion, and a differential list ordered the way examiners like to hear it.',
    durationSeconds: 811,
    study: { kind: 'ct-head', finding: 'ring-lesions' },
  },
  {
    slug: 'gi-sigmoid-volvulus-abdominal-radiograph',
    name: 'GI: sigmoid volvulus on the abdominal radiograph',
    category: 'GI',
    description:
      'The coffee bean sign. Distinguish sigmoid from caecal volvulus and pseudo-obstruction, look for the complications that change management, and give a safe, confident plan.',
    durationSeconds: 534,
    study: { kind: 'axr', finding: 'sigmoid-volvulus' },
  },
  {
    slug: 'gu-renal-cell-carcinoma-on-ct',
    name: 'GU: renal cell carcinoma on CT',
    category: 'GU',
    description:
      'An enhancing solid renal mass. We cover staging observations – renal vein, IVC, nodes, adrenal and the contralateral kidney – and the differential of oncocytoma and lipid-poor angiomyolipoma.',
    durationSeconds: 726,
    study: { kind: 'ct-abdo', finding: 'renal-mass' },
  },
  {
    slug: 'breast-spiculated-mass-on-mammography',
    name: 'Breast: spiculated mass on mammography',
    category: 'Breast',
    description:
      'Describe a mammogram the way breast radiologists do, grade the findings, and explain triple assessment, including ultrasound of the axilla and image-guided core biopsy.',
    durationSeconds: 579,
    study: { kind: 'mammo', finding: 'spiculated' },
  },
  {
    slug: 'cardiac-aortic-dissection-on-ct-angiography',
    name: 'Cardiac: aortic dissection on CT angiography',
    category: 'Cardiac',
    description:
      'An intimal flap in the ascending and descending aorta. Stanford classification, complications to search for, malperfusion, and why a type A dissection is a surgical emergency.',
    durationSeconds: 688,
    study: { kind: 'ct-chest', finding: 'dissection' },
  },
  {
    slug: 'head-and-neck-pleomorphic-adenoma',
    name: 'Head and neck: pleomorphic adenoma of the parotid',
    category: 'Head & Neck',
    description:
      'A lobulated parotid lump on ultrasound. Features that favour a benign tumour, when to worry about malignancy, and the role of MRI and image-guided biopsy before surgery.',
    durationSeconds: 512,
    study: { kind: 'us', finding: 'parotid-mass' },
  },
  {
    slug: 'emergency-pneumoperitoneum-on-chest-radiograph',
    name: 'Emergency: pneumoperitoneum on the chest radiograph',
    category: 'Emergency',
    description:
      'Free gas under the diaphragm. Rigler’s sign, Chilaiditi’s mimic and post-operative free gas, and how to communicate an urgent finding to the surgical team.',
    durationSeconds: 463,
    study: { kind: 'cxr', finding: 'pneumoperitoneum' },
  },
  {
    slug: 'nuclear-medicine-bone-scan-superscan',
    name: 'Nuclear medicine: the superscan',
    category: 'Nuclear medicine',
    description:
      'A bone scan that looks almost too good. Spot the absent renal activity, separate metastatic from metabolic superscans, and avoid the classic pitfall of calling it normal.',
    durationSeconds: 498,
    study: { kind: 'nm-bone', finding: 'superscan' },
  },
  {
    slug: 'vascular-abdominal-aortic-aneurysm',
    name: 'Vascular: abdominal aortic aneurysm',
    category: 'Vascular & IR',
    description:
      'Measure an aneurysm correctly, look for the signs of rupture and impending rupture, and discuss repair thresholds and the anatomy that matters for endovascular planning.',
    durationSeconds: 640,
    study: { kind: 'ct-abdo', finding: 'aaa' },
  },
];

export const demoVideos: DemoVideo[] = videoLessons.map((video, index) =>
  index < HOSTED_LESSONS
    ? {
        ...video,
        durationSeconds: DEMO_LESSON_SECONDS,
        path: lessonMediaName(video.slug),
        captions: lessonCaptionsName(video.slug),
      }
    : {
        ...video,
        path: EXTERNAL_MEDIA_EXAMPLES[index % EXTERNAL_MEDIA_EXAMPLES.length],
        captions: null,
      },
);

/** A lesson still being written: the console shows it as a draft; the site does not. */
export const demoDraftLesson = {
  slug: 'draft-paediatric-non-accidental-injury',
  name: 'Paediatrics: suspected non-accidental injury (draft)',
  description:
    'A draft waiting for its video: the skeletal survey, the fractures with high specificity, dating healing and how to word a report that will be read in court.',
};

/** The demo lessons whose media the app hosts (generated by scripts/generate-demo-lessons.ts). */
export const hostedDemoVideos = demoVideos.filter((video) => video.captions !== null);

export function videoCoverPath(slug: string): string {
  return `/demo/videos/${slug}-cover.webp`;
}

export function videoThumbnailPath(slug: string): string {
  return `/demo/videos/${slug}-thumb.webp`;
}

// ---------------------------------------------------------------------------------------------
// Shorts
// ---------------------------------------------------------------------------------------------

interface DemoCase {
  slug: string;
  name: string;
  study: Study;
  answer: string;
}

export interface DemoCaseCategory {
  slug: string;
  name: string;
  cases: DemoCase[];
}

export const demoCaseCategories: DemoCaseCategory[] = [
  {
    slug: 'chest',
    name: 'Chest',
    cases: [
      {
        slug: 'chest-left-upper-lobe-collapse',
        name: 'Left upper lobe collapse',
        study: { kind: 'cxr', finding: 'lul-collapse' },
        answer:
          'This is a frontal chest radiograph of an adult. There is a veil-like increase in density over the left hemithorax, most marked in the upper and mid zones, with loss of the left heart border. The aortic knuckle is outlined by a crescent of aerated lung, the luftsichel sign, and the left hilum is elevated with the trachea deviated to the left. Appearances are of left upper lobe collapse. In an adult smoker the most important cause is a central bronchogenic carcinoma; other causes include a mucus plug, an inhaled foreign body and an endobronchial carcinoid. I would compare with previous imaging and recommend a staging contrast-enhanced CT of the chest and upper abdomen, with referral to the lung cancer multidisciplinary team for bronchoscopy.',
      },
      {
        slug: 'chest-right-tension-pneumothorax',
        name: 'Right tension pneumothorax',
        study: { kind: 'cxr', finding: 'right-pneumothorax' },
        answer:
          'This is a frontal chest radiograph. The right hemithorax is hyperlucent with no lung markings peripheral to a visible visceral pleural edge, and the right lung is collapsed towards the hilum. The mediastinum is displaced to the left and the right hemidiaphragm is depressed. This is a large right pneumothorax with radiographic features of tension. Tension pneumothorax is a clinical diagnosis and treatment should never wait for imaging, so I would contact the clinical team immediately and in person: this needs urgent decompression followed by a chest drain. I would also look for an underlying cause such as rib fractures, bullous disease or a misplaced line, and request a repeat film after drain insertion.',
      },
      {
        slug: 'chest-cavitating-mass',
        name: 'Cavitating lung mass',
        study: { kind: 'cxr', finding: 'cavitating-mass' },
        answer:
          'This is a PA chest radiograph. There is a thick-walled cavitating mass in the right upper zone, approximately 5 cm across, with an irregular, nodular inner wall. The remainder of the lungs is clear, there is no pleural effusion and the hila are not obviously enlarged. The differential for a thick-walled cavity includes squamous cell carcinoma, infection such as staphylococcal or Klebsiella pneumonia and tuberculosis, particularly in the upper lobes, and granulomatosis with polyangiitis. A wall thicker than 15 mm favours malignancy. I would review previous films, correlate with the smoking history and inflammatory markers, and recommend contrast-enhanced CT of the chest, with sputum for acid-fast bacilli if tuberculosis is suspected clinically.',
      },
      {
        slug: 'chest-bilateral-hilar-lymphadenopathy',
        name: 'Bilateral hilar lymphadenopathy',
        study: { kind: 'cxr', finding: 'bhl' },
        answer:
          'This is a PA chest radiograph of a young adult. There is bilateral, symmetrical, lobulated hilar enlargement with right paratracheal widening, the 1-2-3 pattern of Garland’s triad. The lungs are clear and there is no pleural effusion. The most likely diagnosis is stage I sarcoidosis. The differential includes lymphoma, which is usually asymmetrical and involves the anterior mediastinum, tuberculosis and metastatic lymphadenopathy. I would correlate with serum ACE and calcium, examine the skin and eyes clinically, and suggest high-resolution CT if parenchymal disease is suspected. If the diagnosis remains uncertain, EBUS-guided nodal sampling would provide tissue.',
      },
      {
        slug: 'chest-miliary-nodules',
        name: 'Miliary nodules',
        study: { kind: 'cxr', finding: 'miliary' },
        answer:
          'This is a frontal chest radiograph. There are innumerable tiny nodules, one to three millimetres in size, distributed uniformly through both lungs. There is no effusion or obvious lymphadenopathy. This is a miliary pattern. In an unwell patient, miliary tuberculosis is the most important diagnosis. The differential includes haematogenous metastases, classically from thyroid or renal carcinoma or melanoma, sarcoidosis, fungal infection and pneumoconiosis such as silicosis. I would inform the clinical team promptly, advise respiratory isolation until tuberculosis is excluded, and recommend high-resolution CT and sputum or bronchoalveolar lavage for acid-fast bacilli. Miliary tuberculosis may involve the meninges, so I would keep a low threshold for brain imaging.',
      },
    ],
  },
  {
    slug: 'neuro',
    name: 'Neuro',
    cases: [
      {
        slug: 'neuro-acute-subdural-haematoma',
        name: 'Acute subdural haematoma',
        study: { kind: 'ct-head', finding: 'subdural' },
        answer:
          'This is an unenhanced axial CT of the head. There is a crescentic hyperdense extra-axial collection over the left cerebral convexity which crosses the suture lines. There is effacement of the left lateral ventricle and of the sulci, with midline shift to the right. Appearances are of an acute left subdural haematoma with significant mass effect and early subfalcine herniation. This is a neurosurgical emergency. I would telephone the referring team directly, advise urgent discussion with neurosurgery and a check of coagulation and any anticoagulant use. In trauma I would also review the bone windows for a fracture and make sure the cervical spine has been imaged.',
      },
      {
        slug: 'neuro-extradural-haematoma',
        name: 'Extradural haematoma',
        study: { kind: 'ct-head', finding: 'extradural' },
        answer:
          'This is an unenhanced axial CT of the head. There is a biconvex, lentiform hyperdense collection over the right temporoparietal convexity which does not cross the suture lines, with overlying scalp swelling. There is local mass effect with sulcal effacement. Appearances are of an acute extradural haematoma, typically from a skull fracture tearing the middle meningeal artery, and I would look for the fracture on bone windows. Mixed density within the collection, the swirl sign, suggests active bleeding. Patients may have a lucid interval before deteriorating rapidly, so I would communicate the finding immediately and advise urgent neurosurgical referral for evacuation.',
      },
      {
        slug: 'neuro-subarachnoid-haemorrhage',
        name: 'Subarachnoid haemorrhage',
        study: { kind: 'ct-head', finding: 'sah' },
        answer:
          'This is an unenhanced axial CT of the head. Hyperdense blood fills the basal cisterns and extends into both Sylvian fissures and the interhemispheric fissure. The temporal horns are prominent, suggesting early hydrocephalus. Appearances are of diffuse subarachnoid haemorrhage. Without a history of trauma, about 85 per cent are due to a ruptured intracranial aneurysm. I would inform the clinical team urgently and recommend CT angiography of the intracranial arteries at the same attendance, with discussion with neurosurgery and interventional neuroradiology for coiling or clipping. Complications to watch for are rebleeding, hydrocephalus and delayed vasospasm.',
      },
      {
        slug: 'neuro-ring-enhancing-lesions',
        name: 'Multiple ring-enhancing lesions',
        study: { kind: 'ct-head', finding: 'ring-lesions' },
        answer:
          'This is a post-contrast axial image of the brain. There are multiple ring-enhancing lesions at the grey–white matter junction of both cerebral hemispheres, with surrounding vasogenic oedema and mild mass effect. The main differential is metastases, which are most likely given their number and location, cerebral abscesses, and less commonly multifocal glioblastoma, lymphoma in an immunocompromised patient, and demyelination, which typically shows an incomplete ring. Diffusion-weighted MRI is the key next step: restricted diffusion in the cavity favours abscess. I would recommend staging CT of the chest, abdomen and pelvis to search for a primary tumour, and discussion at the neuro-oncology multidisciplinary meeting.',
      },
    ],
  },
  {
    slug: 'msk',
    name: 'MSK',
    cases: [
      {
        slug: 'msk-slipped-upper-femoral-epiphysis',
        name: 'Slipped upper femoral epiphysis',
        study: { kind: 'xr-pelvis', finding: 'sufe' },
        answer:
          'This is an AP radiograph of the pelvis of an adolescent with open growth plates. The left femoral capital epiphysis is displaced posteromedially: Klein’s line along the superior femoral neck fails to intersect it, the physis is widened and irregular, and the epiphysis appears reduced in height. The right hip looks normal. This is a left slipped upper femoral epiphysis. A frog-leg lateral view is more sensitive for subtle slips. The condition is bilateral in up to a third of patients, so I would scrutinise the other hip. Associations include obesity and endocrine disorders such as hypothyroidism. I would advise urgent orthopaedic referral for in situ fixation, with the patient non-weight-bearing meanwhile.',
      },
      {
        slug: 'msk-osteosarcoma-distal-femur',
        name: 'Osteosarcoma of the distal femur',
        study: { kind: 'xr-knee', finding: 'osteosarcoma' },
        answer:
          'This is a radiograph of the knee in a skeletally immature patient. There is an aggressive mixed sclerotic and lytic lesion in the distal femoral metaphysis with a wide zone of transition, a sunburst periosteal reaction, a Codman triangle and a soft-tissue mass containing cloud-like osteoid matrix. The most likely diagnosis is conventional osteosarcoma; the differential includes Ewing sarcoma and osteomyelitis. This patient should be referred to a specialist bone sarcoma centre before any biopsy, which should be performed there along the planned surgical tract. Staging comprises MRI of the whole femur for local extent and skip lesions, CT of the chest for pulmonary metastases, and a bone scan or PET-CT.',
      },
      {
        slug: 'msk-neck-of-femur-fracture',
        name: 'Displaced neck of femur fracture',
        study: { kind: 'xr-pelvis', finding: 'nof-fracture' },
        answer:
          'This is an AP radiograph of the pelvis of an elderly patient. There is a displaced intracapsular fracture of the right femoral neck, with disruption of Shenton’s line and shortening of the limb, on a background of osteopenia. This is a Garden IV fracture. Displaced intracapsular fractures carry a high risk of avascular necrosis and non-union, so they are usually treated with hemiarthroplasty or total hip replacement rather than fixation. I would look for other fractures, particularly of the pubic rami, and for any lytic lesion at the fracture site suggesting a pathological fracture. I would advise orthopaedic referral; national guidance aims for surgery on the day of, or the day after, admission.',
      },
      {
        slug: 'msk-pagets-disease-pelvis',
        name: 'Paget’s disease of the pelvis',
        study: { kind: 'xr-pelvis', finding: 'paget' },
        answer:
          'This is an AP radiograph of the pelvis of an older adult. The right hemipelvis is expanded, with coarsened trabeculae, cortical thickening and thickening of the iliopectineal line. Appearances are of Paget’s disease in its mixed phase. The main differential is sclerotic metastases, for example from prostate cancer, but bony expansion and trabecular coarsening favour Paget’s disease. Complications include fractures, secondary osteoarthritis, basilar invagination when the skull is involved, high-output cardiac failure and, rarely, sarcomatous transformation, which presents as a new painful lytic area. I would correlate with a raised alkaline phosphatase and normal calcium, and suggest a bone scan to assess the extent of disease.',
      },
    ],
  },
  {
    slug: 'gi',
    name: 'GI',
    cases: [
      {
        slug: 'gi-achalasia',
        name: 'Achalasia on barium swallow',
        study: { kind: 'barium', finding: 'achalasia' },
        answer:
          'This is a barium swallow. The oesophagus is markedly dilated, contains retained debris and has an air–fluid level; it tapers smoothly to a bird’s beak at the gastro-oesophageal junction, and primary peristalsis is absent. These are the features of achalasia. The important differential is pseudoachalasia from a carcinoma at the cardia, which I would suspect in an older patient with a short history, weight loss or an asymmetrical, long narrowed segment. Chagas disease causes identical appearances in endemic regions. I would recommend endoscopy to exclude malignancy and high-resolution manometry to confirm and subtype the disorder. Long-standing achalasia carries an increased risk of squamous cell carcinoma.',
      },
      {
        slug: 'gi-sigmoid-volvulus',
        name: 'Sigmoid volvulus',
        study: { kind: 'axr', finding: 'sigmoid-volvulus' },
        answer:
          'This is a supine abdominal radiograph. A grossly dilated, ahaustral loop of large bowel arises from the pelvis and extends towards the right upper quadrant, giving a coffee bean appearance, with dilatation of the proximal colon. Appearances are of sigmoid volvulus. The differential includes caecal volvulus, where the dilated loop usually points to the left upper quadrant with small bowel dilatation, and colonic pseudo-obstruction. I would look carefully for free gas and for pneumatosis. I would advise urgent surgical review; CT confirms the diagnosis with a whirl sign and assesses for ischaemia. Uncomplicated cases are usually decompressed endoscopically with a flatus tube.',
      },
      {
        slug: 'gi-apple-core-stricture',
        name: 'Apple-core stricture of the sigmoid colon',
        study: { kind: 'barium', finding: 'apple-core' },
        answer:
          'This is a double-contrast barium enema. There is a short-segment annular stricture of the sigmoid colon with irregular mucosa and shouldered, overhanging margins, the apple-core appearance. This is most likely a colorectal carcinoma. The differential includes a diverticular stricture, which is usually longer and tapered with intact mucosa, Crohn’s disease, ischaemic stricture and lymphoma. I would recommend colonoscopy with biopsy, staging CT of the chest, abdomen and pelvis, and referral to the colorectal multidisciplinary team. Had this been a rectal tumour, MRI of the pelvis would also be required for local staging.',
      },
      {
        slug: 'gi-liver-metastases',
        name: 'Multiple liver metastases',
        study: { kind: 'ct-abdo', finding: 'liver-mets' },
        answer:
          'This is an axial contrast-enhanced CT of the upper abdomen in the portal venous phase. There are multiple hypoattenuating lesions of varying size in both lobes of the liver, some with peripheral rim enhancement giving a target appearance. The most likely diagnosis is liver metastases, commonly from colorectal, breast, lung or pancreatic primaries. The differential includes multiple abscesses in a septic patient, simple cysts, which are of water density and do not enhance, and lymphoma. I would review the rest of the study for a primary tumour and complete staging of the chest and pelvis. If resection is being considered, MRI with liver-specific contrast gives the most accurate lesion count.',
      },
    ],
  },
  {
    slug: 'gu',
    name: 'GU',
    cases: [
      {
        slug: 'gu-renal-cell-carcinoma',
        name: 'Renal cell carcinoma',
        study: { kind: 'ct-abdo', finding: 'renal-mass' },
        answer:
          'This is an axial contrast-enhanced CT of the abdomen. There is a heterogeneous, avidly enhancing solid exophytic mass arising from the left kidney, with areas of central necrosis. The most likely diagnosis is renal cell carcinoma, usually of clear cell type. The differential includes oncocytoma, which cannot be reliably distinguished on imaging, lipid-poor angiomyolipoma, and metastasis or lymphoma. For staging I would assess the renal vein and inferior vena cava for tumour thrombus, regional lymph nodes, the ipsilateral adrenal gland and the contralateral kidney, and recommend CT of the chest. I would refer the patient to the urology multidisciplinary team.',
      },
      {
        slug: 'gu-hydronephrosis',
        name: 'Hydronephrosis on ultrasound',
        study: { kind: 'us', finding: 'hydronephrosis' },
        answer:
          'This is a longitudinal ultrasound image of the right kidney. The renal pelvis and calyces are dilated and communicate with each other, with preserved cortical thickness. This is moderate hydronephrosis. I would scan along the ureter and image the bladder to establish the level and cause of obstruction, such as a calculus, pelviureteric junction obstruction or bladder outflow obstruction, and compare with the left kidney. An infected obstructed kidney is a urological emergency: if the patient is septic I would advise urgent decompression, usually by percutaneous nephrostomy. A CT of the kidneys, ureters and bladder would identify calculi.',
      },
      {
        slug: 'gu-staghorn-calculus',
        name: 'Staghorn calculus',
        study: { kind: 'axr', finding: 'staghorn' },
        answer:
          'This is an abdominal radiograph. A large branching radio-opaque calculus occupies the left renal pelvis and extends into the calyces. This is a staghorn calculus. These are usually struvite stones, composed of magnesium ammonium phosphate, and form in the presence of urease-producing organisms such as Proteus. Complications include recurrent urinary infection, xanthogranulomatous pyelonephritis and progressive loss of renal function. I would recommend non-contrast CT to define stone burden and anatomy, a split-function study such as DMSA or MAG3 renography, and referral to urology, where percutaneous nephrolithotomy is the usual treatment.',
      },
      {
        slug: 'gu-testicular-torsion',
        name: 'Testicular torsion',
        study: { kind: 'us', finding: 'testicular-torsion' },
        answer:
          'This is a colour Doppler ultrasound of the scrotum. The left testis is enlarged and heterogeneous with absent intratesticular colour flow compared with the normal right testis, and the spermatic cord shows a whirlpool sign. Appearances are of left testicular torsion. This is a surgical emergency and a clinical diagnosis: imaging must never delay exploration, as salvage rates fall sharply after six hours. The differential includes epididymo-orchitis, which shows increased flow, and torsion of a testicular appendage. I would telephone the urology team immediately. The bell-clapper deformity is usually bilateral, which is why the contralateral testis is fixed at surgery.',
      },
    ],
  },
  {
    slug: 'paediatrics',
    name: 'Paediatrics',
    cases: [
      {
        slug: 'paediatrics-intussusception',
        name: 'Ileocolic intussusception',
        study: { kind: 'us', finding: 'target' },
        answer:
          'This is a transverse ultrasound of the right abdomen of a young child. There is a 3 cm target lesion of alternating concentric hyperechoic and hypoechoic rings, the doughnut sign. This is an ileocolic intussusception, typical between six months and two years of age. I would look for a pathological lead point such as a Meckel’s diverticulum, a duplication cyst or lymphoma, for free or trapped fluid, and for Doppler flow in the intussusceptum. I would inform the surgical team; in the absence of peritonitis, perforation or shock, image-guided air enema reduction is first-line treatment, performed with surgeons aware. The risk of perforation is about one per cent.',
      },
      {
        slug: 'paediatrics-pyloric-stenosis',
        name: 'Hypertrophic pyloric stenosis',
        study: { kind: 'us', finding: 'pyloric-stenosis' },
        answer:
          'This is an ultrasound of the pylorus of an infant of about four weeks with projectile vomiting. The pyloric muscle is thickened, measuring more than 3 mm in single wall thickness, and the canal is elongated at more than 15 mm, with no passage of gastric contents during real-time observation. This is hypertrophic pyloric stenosis. The main differential is pylorospasm, which is transient and varies during the examination. The infant typically has a hypochloraemic, hypokalaemic metabolic alkalosis, which must be corrected before surgery. I would advise referral to the paediatric surgeons for pyloromyotomy.',
      },
      {
        slug: 'paediatrics-metaphyseal-fractures',
        name: 'Classic metaphyseal lesions',
        study: { kind: 'xr-knee', finding: 'metaphyseal-fractures' },
        answer:
          'This is a radiograph of the knee of an infant. There are corner fractures of the distal femoral and proximal tibial metaphyses, classic metaphyseal lesions, sometimes called bucket-handle fractures. These are highly specific for non-accidental injury in infants. I would follow local safeguarding procedures and speak directly to the responsible paediatric consultant. A full skeletal survey should be performed following national guidance, with follow-up views at 11 to 14 days, together with CT of the head in children under one year and ophthalmology review for retinal haemorrhages. Differentials such as birth injury, rickets and osteogenesis imperfecta must be considered, and I would report factually.',
      },
      {
        slug: 'paediatrics-necrotising-enterocolitis',
        name: 'Necrotising enterocolitis',
        study: { kind: 'axr', finding: 'nec' },
        answer:
          'This is a supine abdominal radiograph of a premature neonate. There are dilated bowel loops with bubbly and linear intramural gas, pneumatosis intestinalis, predominantly in the right lower quadrant, and branching lucencies over the liver representing portal venous gas. No free gas is seen, but a supine film may miss it, so I would request a lateral shoot-through view. Appearances are of necrotising enterocolitis. I would inform the neonatal and surgical teams urgently. Management includes stopping feeds, nasogastric decompression and antibiotics, with serial radiographs every six to eight hours; perforation requires surgery.',
      },
    ],
  },
  {
    slug: 'head-and-neck',
    name: 'Head & Neck',
    cases: [
      {
        slug: 'head-and-neck-pleomorphic-adenoma',
        name: 'Pleomorphic adenoma of the parotid',
        study: { kind: 'us', finding: 'parotid-mass' },
        answer:
          'This is an ultrasound of the right parotid gland. There is a well-defined, lobulated, hypoechoic solid lesion in the superficial lobe with posterior acoustic enhancement. The most likely diagnosis is a pleomorphic adenoma, the commonest parotid tumour. The differential includes Warthin tumour, typically in older male smokers and often multifocal or bilateral, and malignant tumours such as mucoepidermoid or adenoid cystic carcinoma, which I would suspect with ill-defined margins, facial nerve palsy or abnormal nodes. I would recommend ultrasound-guided core biopsy and MRI to assess deep lobe extension and perineural spread. Surgical excision is advised because of the risk of malignant transformation.',
      },
      {
        slug: 'head-and-neck-peritonsillar-abscess',
        name: 'Peritonsillar abscess',
        study: { kind: 'ct-neck', finding: 'abscess' },
        answer:
          'This is an axial contrast-enhanced CT of the neck. There is a rim-enhancing, low-attenuation collection in the right peritonsillar region with mass effect narrowing the oropharyngeal airway. Appearances are of a peritonsillar abscess, or quinsy. I would assess the airway, look for extension into the parapharyngeal and retropharyngeal spaces and down into the mediastinum, and check the internal jugular vein for thrombosis, which would raise the possibility of Lemierre syndrome. I would contact the ENT team urgently for drainage and intravenous antibiotics, and flag any airway compromise to the anaesthetic team.',
      },
      {
        slug: 'head-and-neck-suspicious-thyroid-nodule',
        name: 'Suspicious thyroid nodule',
        study: { kind: 'us', finding: 'thyroid-nodule' },
        answer:
          'This is an ultrasound of the thyroid gland. In the right lobe there is a solid, markedly hypoechoic nodule which is taller than it is wide, with irregular margins and punctate echogenic foci consistent with microcalcification. Using the British Thyroid Association classification this is a U5 nodule, with features strongly suggesting malignancy, most likely papillary thyroid carcinoma. I would examine the central and lateral cervical lymph nodes for cystic change, microcalcification or loss of the fatty hilum. I would recommend ultrasound-guided fine-needle aspiration for cytology and referral to the thyroid multidisciplinary team.',
      },
    ],
  },
  {
    slug: 'breast',
    name: 'Breast',
    cases: [
      {
        slug: 'breast-spiculated-mass',
        name: 'Spiculated mass',
        study: { kind: 'mammo', finding: 'spiculated' },
        answer:
          'This is a mediolateral oblique mammogram of the left breast. There is an irregular high-density mass with spiculated margins in the upper outer quadrant, approximately 2 cm across, with associated architectural distortion. There is no suspicious microcalcification, and the skin and nipple appear normal. The appearances are highly suspicious of malignancy, an M5 lesion, most likely an invasive ductal carcinoma. The differential includes a radial scar and fat necrosis after trauma or surgery. I would recommend triple assessment: targeted ultrasound of the breast and axilla, ultrasound-guided core biopsy of the mass and any abnormal node, and discussion at the breast multidisciplinary meeting.',
      },
      {
        slug: 'breast-pleomorphic-microcalcification',
        name: 'Pleomorphic microcalcification',
        study: { kind: 'mammo', finding: 'calcification' },
        answer:
          'This is a mammogram showing a cluster of fine pleomorphic and linear branching microcalcifications in a segmental distribution, without an associated mass. These features are suspicious for ductal carcinoma in situ, probably high grade, and an invasive component cannot be excluded. I would classify this as at least M4. Benign patterns to contrast with include coarse rod-like secretory calcification, vascular calcification and teacup-shaped milk of calcium. I would recommend stereotactic or tomosynthesis-guided vacuum-assisted biopsy, with a specimen radiograph to confirm that calcification has been retrieved, followed by discussion at the breast multidisciplinary meeting.',
      },
      {
        slug: 'breast-circumscribed-mass',
        name: 'Circumscribed mass',
        study: { kind: 'mammo', finding: 'circumscribed' },
        answer:
          'This mammogram shows an oval, well-circumscribed, equal-density mass in the breast with no spiculation, distortion or suspicious calcification. In a young woman the most likely diagnosis is a fibroadenoma, and in older women an involuting fibroadenoma may show coarse popcorn calcification. The differential includes a simple or complicated cyst, a phyllodes tumour if the lesion is large or growing quickly, and circumscribed carcinomas such as mucinous, medullary or triple-negative cancers. I would recommend targeted ultrasound to confirm whether the lesion is solid or cystic. A new solid mass in a woman aged 25 or over would normally undergo ultrasound-guided core biopsy.',
      },
    ],
  },
  {
    slug: 'cardiac',
    name: 'Cardiac',
    cases: [
      {
        slug: 'cardiac-aortic-dissection',
        name: 'Aortic dissection',
        study: { kind: 'ct-chest', finding: 'dissection' },
        answer:
          'This is an axial image from a CT angiogram of the thorax. An intimal flap separates a true and a false lumen in both the ascending and the descending thoracic aorta. This is a Stanford type A aortic dissection. I would assess extension into the arch vessels and coronary arteries, look for haemopericardium, aortic regurgitation and mediastinal haematoma, and follow the flap into the abdomen to identify visceral, renal or limb malperfusion. A type A dissection is a surgical emergency, so I would communicate the finding directly and immediately to the referring clinician and the cardiothoracic surgeons. Uncomplicated type B dissections are usually managed medically.',
      },
      {
        slug: 'cardiac-pericardial-effusion',
        name: 'Pericardial effusion',
        study: { kind: 'cxr', finding: 'pericardial-effusion' },
        answer:
          'This is a PA chest radiograph. The cardiac silhouette is enlarged, globular and flask-shaped with sharp margins, and there is no pulmonary venous congestion to match its size. Appearances suggest a pericardial effusion; the differential is a dilated cardiomyopathy or multichamber cardiac enlargement, and rapid enlargement compared with earlier films favours effusion. I would recommend echocardiography to confirm the effusion and assess for tamponade, such as diastolic collapse of the right heart chambers. Causes include malignancy, infection including tuberculosis, uraemia, post-myocardial infarction syndrome, hypothyroidism and autoimmune disease.',
      },
      {
        slug: 'cardiac-cardiomegaly-pulmonary-oedema',
        name: 'Cardiomegaly with pulmonary oedema',
        study: { kind: 'cxr', finding: 'cardiomegaly' },
        answer:
          'This is a PA chest radiograph. The cardiothoracic ratio is greater than 0.5. There is upper lobe venous diversion, perihilar bat-wing airspace opacification, septal Kerley B lines at the bases and small bilateral pleural effusions. Appearances are of cardiac failure with pulmonary oedema. The differential for bilateral perihilar airspace opacification includes fluid overload from renal failure, acute respiratory distress syndrome, which usually has a normal heart size and no effusions, atypical infection such as Pneumocystis pneumonia, and pulmonary haemorrhage. I would suggest correlation with BNP, and echocardiography to assess ventricular function and valves.',
      },
    ],
  },
  {
    slug: 'vascular-and-ir',
    name: 'Vascular & IR',
    cases: [
      {
        slug: 'vascular-abdominal-aortic-aneurysm',
        name: 'Abdominal aortic aneurysm',
        study: { kind: 'ct-abdo', finding: 'aaa' },
        answer:
          'This is an axial contrast-enhanced CT of the abdomen. The infrarenal aorta is aneurysmal, measuring about 7 cm in maximum diameter, with eccentric mural thrombus and calcification of the wall. On this image there is no periaortic stranding or retroperitoneal haematoma, but I would review the whole study for signs of rupture or impending rupture, including a hyperdense crescent in the thrombus and contrast extravasation. This is an abdominal aortic aneurysm well above the 5.5 cm threshold for elective repair in men. I would advise urgent vascular referral and report the neck length, angulation and iliac access relevant to endovascular repair planning.',
      },
      {
        slug: 'vascular-pulmonary-embolism',
        name: 'Pulmonary embolism on CTPA',
        study: { kind: 'ct-chest', finding: 'pe' },
        answer:
          'This is an axial image from a CT pulmonary angiogram. There are central filling defects in the right and left pulmonary arteries extending across the bifurcation, a saddle embolus. This is acute pulmonary embolism. I would look for right heart strain: a right-to-left ventricular diameter ratio above one, bowing of the interventricular septum and reflux of contrast into the inferior vena cava and hepatic veins. I would communicate the result urgently. A haemodynamically unstable patient may need thrombolysis or catheter-directed therapy. Chronic emboli, by contrast, are eccentric and may contain webs or calcification.',
      },
      {
        slug: 'vascular-superficial-femoral-artery-stenosis',
        name: 'Superficial femoral artery occlusion',
        study: { kind: 'angio', finding: 'sfa-stenosis' },
        answer:
          'This is a digital subtraction angiogram of the left thigh. There is a short-segment occlusion of the mid superficial femoral artery with collateral vessels reconstituting the distal superficial femoral and popliteal arteries. Appearances are of atherosclerotic peripheral arterial disease. I would correlate with the claudication distance and the ankle–brachial pressure index. Management begins with best medical therapy, smoking cessation and supervised exercise. A short-segment lesion such as this is suitable for angioplasty with or without a stent, while long occlusions may need surgical bypass. Complications of angioplasty include dissection, distal embolisation and access-site haematoma or pseudoaneurysm.',
      },
    ],
  },
  {
    slug: 'nuclear-medicine',
    name: 'Nuclear medicine',
    cases: [
      {
        slug: 'nuclear-medicine-bone-metastases',
        name: 'Widespread bone metastases',
        study: { kind: 'nm-bone', finding: 'mets' },
        answer:
          'This is a whole-body technetium-99m MDP bone scan, in anterior and posterior projections. There are multiple randomly distributed foci of increased tracer uptake of varying size and intensity in the axial skeleton, involving the spine, ribs, pelvis and proximal femora. The kidneys are visualised. Appearances are of widespread skeletal metastases, most commonly from prostate cancer in men and breast cancer in women. Rib lesions in a vertical line would instead suggest fractures. I would correlate with PSA and cross-sectional imaging, and alert the clinical team to any lesions at risk of pathological fracture or spinal cord compression.',
      },
      {
        slug: 'nuclear-medicine-superscan',
        name: 'Superscan',
        study: { kind: 'nm-bone', finding: 'superscan' },
        answer:
          'This is a whole-body bone scan. There is diffusely and uniformly increased skeletal uptake with a high bone-to-soft-tissue ratio and absent renal activity. This is a superscan, easily mistaken for a normal study, and the clue is the missing kidneys. Causes are diffuse metastases, most commonly from prostate or breast cancer, which tend to be more axial and slightly irregular, and metabolic bone disease, such as renal osteodystrophy, hyperparathyroidism or osteomalacia, which is more uniform and involves the skull and long bones. Myelofibrosis and extensive Paget’s disease are other causes. I would correlate with PSA, calcium and renal function.',
      },
      {
        slug: 'nuclear-medicine-graves-disease',
        name: 'Graves’ disease on thyroid scintigraphy',
        study: { kind: 'nm-thyroid', finding: 'graves' },
        answer:
          'This is a technetium-99m pertechnetate thyroid scan. The gland is diffusely enlarged with homogeneously increased tracer uptake and reduced background and salivary gland activity. Appearances are of Graves’ disease. The differential includes toxic multinodular goitre, which shows patchy heterogeneous uptake, a toxic adenoma, which appears as a hot nodule suppressing the rest of the gland, and thyroiditis, which shows low uptake. I would correlate with TSH, free thyroxine and TSH-receptor antibodies. Treatment options include antithyroid drugs, radioiodine, which is contraindicated in pregnancy and used with caution in active thyroid eye disease, and surgery.',
      },
    ],
  },
  {
    slug: 'emergency',
    name: 'Emergency',
    cases: [
      {
        slug: 'emergency-pneumoperitoneum',
        name: 'Pneumoperitoneum',
        study: { kind: 'cxr', finding: 'pneumoperitoneum' },
        answer:
          'This is an erect chest radiograph. There are crescents of free gas beneath both hemidiaphragms, separating them from the liver and the gastric fundus. Appearances are of pneumoperitoneum. Without recent surgery, the most likely cause is a perforated hollow viscus, such as a peptic ulcer or a diverticulum. Mimics include Chilaiditi’s sign, where interposed colon shows haustral folds, and a subphrenic abscess. On a supine film I would look for Rigler’s sign and the falciform ligament sign. I would inform the surgical team immediately and suggest CT to find the site of perforation. Free gas can persist for some days after laparotomy.',
      },
      {
        slug: 'emergency-small-bowel-obstruction',
        name: 'Small bowel obstruction',
        study: { kind: 'axr', finding: 'sbo' },
        answer:
          'This is a supine abdominal radiograph. There are multiple dilated, centrally placed loops of small bowel measuring more than 3 cm, with valvulae conniventes crossing the full width of the bowel, and little gas in the colon. Appearances are of small bowel obstruction. In the UK the commonest causes are adhesions and hernias, so I would check the hernial orifices; I would also look for gallstone ileus and for free gas. I would recommend contrast-enhanced CT of the abdomen and pelvis to identify the transition point and complications such as a closed loop or ischaemia, shown by reduced wall enhancement, pneumatosis and mesenteric fluid, with surgical review.',
      },
      {
        slug: 'emergency-acute-mca-infarct',
        name: 'Acute middle cerebral artery infarct',
        study: { kind: 'ct-head', finding: 'mca-infarct' },
        answer:
          'This is an unenhanced axial CT of the head. There is loss of grey–white matter differentiation with hypoattenuation in the left middle cerebral artery territory, including loss of the insular ribbon, and there is no haemorrhage. Appearances are of an acute left MCA territory infarct. I would calculate the ASPECTS score and look for a hyperdense MCA indicating thrombus. The stroke team must be contacted immediately: CT angiography is needed to identify a large vessel occlusion, intravenous thrombolysis may be given within 4.5 hours of onset in eligible patients, and mechanical thrombectomy may be offered, extended to 24 hours when perfusion imaging is favourable.',
      },
      {
        slug: 'emergency-toxic-megacolon',
        name: 'Toxic megacolon',
        study: { kind: 'axr', finding: 'toxic-megacolon' },
        answer:
          'This is a supine abdominal radiograph. The transverse colon is dilated to more than 6 cm, with loss of the haustral pattern, mucosal islands and thumbprinting. In a patient with known ulcerative colitis or Clostridioides difficile infection, this is toxic megacolon. There is a high risk of perforation, so I would look carefully for free gas. I would inform the surgical and gastroenterology teams urgently. Contrast enemas and colonoscopy should be avoided. Serial radiographs assess progression, and CT is helpful to detect perforation or abscess formation. Failure to respond to medical treatment usually leads to colectomy.',
      },
    ],
  },
];

export function caseImagePath(categorySlug: string, index: number): string {
  return `/demo/shorts/${categorySlug}-${index + 1}.webp`;
}

/** A category of cases drawn from the others, with the images and answers they already have. */
export interface DemoMixedCaseCategory {
  slug: string;
  name: string;
  /** `source`: the slug of the case it repeats, whose facts it takes. */
  cases: { slug: string; name: string; image: string; answer: string; source: string }[];
}

/** Rounds of the rapid review: every case above once a round. */
const RAPID_REVIEW_ROUNDS = 3;

/**
 * Rapid review: the cases of every subspecialty again, interleaved and repeated in three rounds,
 * for timed practice as in the exam's rapid-fire sequence. Its 100-odd cases make the one category
 * whose cases run to several pages (docs/cases.md).
 */
export const rapidReviewCategory: DemoMixedCaseCategory = (() => {
  const all = demoCaseCategories.flatMap((short) =>
    short.cases.map((sub, index) => ({ ...sub, image: caseImagePath(short.slug, index) })),
  );
  const cases = Array.from({ length: RAPID_REVIEW_ROUNDS }, (_, round) =>
    // A different stride each round, coprime with the 44 cases, so each round has every case once
    // in another order.
    all.map((_, i) => all[(i * [7, 13, 17][round] + round) % all.length]),
  )
    .flat()
    .map((sub, i) => ({
      slug: `rapid-review-${String(i + 1).padStart(3, '0')}`,
      name: `Rapid review ${i + 1}: ${sub.name}`,
      image: sub.image,
      answer: sub.answer,
      source: sub.slug,
    }));
  return { slug: 'rapid-review', name: 'Rapid review', cases };
})();

// ---------------------------------------------------------------------------------------------
// Live sessions (dates are days after the seed date, UK local times)
// ---------------------------------------------------------------------------------------------

export interface DemoSession {
  slug: string;
  title: string;
  description: string;
  dayOffset: number;
  /**
   * Instead of `dayOffset`: the next day the UK clocks change (the last Sunday of March or
   * October), so the demo shows a session whose UTC time differs from the week before.
   */
  clockChange?: 'march' | 'october';
  fromTime: string;
  toTime: string;
  planSlug: string;
  capacity: number | null;
  /** Drawn on the session thumbnail. */
  topic: string;
}

/*
 * Day 2 holds three sessions: the first two overlap and the third overlaps neither. Day 7 holds
 * two back-to-back sessions (one ends at 19:00 as the next begins), which do not overlap. The
 * last two fall on the next days the UK clocks go forward and back.
 */
export const demoSessions: DemoSession[] = [
  {
    slug: 'weekly-viva-chest-and-cardiac',
    title: 'Weekly Viva: Chest and Cardiac',
    description:
      'Six classic chest and cardiac viva cases presented under exam conditions, with feedback on your opening sentence, observations and management plan.',
    dayOffset: 2,
    fromTime: '18:00',
    toTime: '19:00',
    planSlug: 'marathon-course',
    capacity: 12,
    topic: 'Chest & Cardiac',
  },
  {
    slug: 'rapid-fire-neuro-viva',
    title: 'Rapid-fire Neuro Viva',
    description:
      'Fast-paced neuroradiology cases – haemorrhage, infarct, tumours and infection – to sharpen your first impressions and differential lists.',
    dayOffset: 2,
    fromTime: '18:30',
    toTime: '19:30',
    planSlug: 'crash-course',
    capacity: 10,
    topic: 'Neuro',
  },
  {
    slug: 'weekly-viva-msk',
    title: 'Weekly Viva: Musculoskeletal',
    description:
      'Fractures, bone tumours and arthropathies. Practise describing aggressive and non-aggressive lesions in the structured way examiners reward.',
    dayOffset: 2,
    fromTime: '20:00',
    toTime: '21:00',
    planSlug: 'marathon-course',
    capacity: 12,
    topic: 'MSK',
  },
  {
    slug: 'one-to-one-mock-viva-1',
    title: 'One-to-one Mock Viva',
    description:
      'A private viva with a consultant radiologist covering cases from across the curriculum, followed by a personal debrief.',
    dayOffset: 4,
    fromTime: '19:00',
    toTime: '20:30',
    planSlug: 'single-session',
    capacity: 1,
    topic: 'Mock Viva',
  },
  {
    slug: 'weekly-viva-gi-and-gu',
    title: 'Weekly Viva: GI and GU',
    description:
      'Fluoroscopy, abdominal radiographs and cross-sectional cases of the gastrointestinal and genitourinary tracts.',
    dayOffset: 7,
    fromTime: '18:00',
    toTime: '19:00',
    planSlug: 'marathon-course',
    capacity: 12,
    topic: 'GI & GU',
  },
  {
    slug: 'paediatric-viva-essentials',
    title: 'Paediatric Viva Essentials',
    description:
      'The paediatric cases that appear again and again: intussusception, pyloric stenosis, non-accidental injury and neonatal emergencies.',
    dayOffset: 7,
    fromTime: '19:00',
    toTime: '20:00',
    planSlug: 'crash-course',
    capacity: 10,
    topic: 'Paediatrics',
  },
  {
    slug: 'weekly-viva-head-neck-and-breast',
    title: 'Weekly Viva: Head & Neck and Breast',
    description:
      'Salivary glands, neck infections, thyroid nodules and mammography, with practice at grading breast findings aloud.',
    dayOffset: 9,
    fromTime: '18:30',
    toTime: '20:00',
    planSlug: 'marathon-course',
    capacity: 12,
    topic: 'Head & Neck · Breast',
  },
  {
    slug: 'weekend-mock-viva',
    title: 'Weekend Mock Viva',
    description:
      'A Saturday morning mock examination with two examiners, run to the timings of the real FRCR 2B viva.',
    dayOffset: 11,
    fromTime: '10:00',
    toTime: '11:30',
    planSlug: 'single-session',
    capacity: 6,
    topic: 'Mock Viva',
  },
  {
    slug: 'weekly-viva-chest-2',
    title: 'Weekly Viva: Chest Radiographs',
    description:
      'Collapse, masses, interstitial patterns and lines and tubes: a full hour of chest radiographs with individual feedback.',
    dayOffset: 14,
    fromTime: '18:00',
    toTime: '19:00',
    planSlug: 'marathon-course',
    capacity: 12,
    topic: 'Chest',
  },
  {
    slug: 'neuro-intensive-viva',
    title: 'Neuro Intensive Viva',
    description:
      'MRI-heavy neuroradiology cases for candidates who want more practice with white matter disease, tumours and spinal imaging.',
    dayOffset: 14,
    fromTime: '18:45',
    toTime: '19:45',
    planSlug: 'intensive-course',
    capacity: 10,
    topic: 'Neuro',
  },
  {
    slug: 'vascular-and-interventional-viva',
    title: 'Vascular and Interventional Viva',
    description:
      'Aneurysms, dissections, embolism and angiography, with discussion of the interventional procedures examiners ask about.',
    dayOffset: 16,
    fromTime: '19:00',
    toTime: '20:00',
    planSlug: 'crash-course',
    capacity: 10,
    topic: 'Vascular & IR',
  },
  {
    slug: 'nuclear-medicine-and-cardiac-viva',
    title: 'Nuclear Medicine and Cardiac Viva',
    description:
      'Bone scans, thyroid scintigraphy, PET-CT and cardiac imaging cases, with tips on describing functional imaging concisely.',
    dayOffset: 21,
    fromTime: '18:00',
    toTime: '19:30',
    planSlug: 'marathon-course',
    capacity: 12,
    topic: 'Nuclear · Cardiac',
  },
  {
    slug: 'full-mock-exam',
    title: 'Full Mock Exam',
    description:
      'A complete timed mock viva across all subspecialties, marked with the examiners’ scoring scheme and followed by a written report.',
    dayOffset: 23,
    fromTime: '10:00',
    toTime: '12:00',
    planSlug: 'single-session',
    capacity: 6,
    topic: 'Mock Exam',
  },
  {
    slug: 'emergency-radiology-viva',
    title: 'Emergency Radiology Viva',
    description:
      'On-call cases that must not be missed, and how to communicate urgent findings clearly and safely in the viva.',
    dayOffset: 28,
    fromTime: '18:00',
    toTime: '19:00',
    planSlug: 'intensive-course',
    capacity: 12,
    topic: 'Emergency',
  },
  {
    slug: 'final-week-viva-technique',
    title: 'Final Week: Viva Technique',
    description:
      'A session on technique rather than content: opening statements, handling prompts, recovering from a mistake and managing time.',
    dayOffset: 35,
    fromTime: '18:00',
    toTime: '19:00',
    planSlug: 'marathon-course',
    capacity: 20,
    topic: 'Viva Technique',
  },
  {
    slug: 'clocks-go-forward-chest-viva',
    title: 'Clocks Go Forward: Chest Viva',
    description:
      'A Sunday evening chest viva on the day British Summer Time begins: the session starts at 6 PM UK time, an hour earlier in UTC than the week before.',
    dayOffset: 0,
    clockChange: 'march',
    fromTime: '18:00',
    toTime: '19:00',
    planSlug: 'marathon-course',
    capacity: 12,
    topic: 'Chest',
  },
  {
    slug: 'clocks-go-back-neuro-viva',
    title: 'Clocks Go Back: Neuro Viva',
    description:
      'A Sunday evening neuroradiology viva on the day the UK returns to GMT: still 6 PM UK time, an hour later in UTC than the week before.',
    dayOffset: 0,
    clockChange: 'october',
    fromTime: '18:00',
    toTime: '19:00',
    planSlug: 'marathon-course',
    capacity: 12,
    topic: 'Neuro',
  },
];

/**
 * The next last Sunday of `month` (the day the UK clocks change) after the UK date `today`
 * ('YYYY-MM-DD').
 */
export function nextClockChange(today: string, month: 'march' | 'october'): string {
  const lastSunday = (year: number) => {
    const last = new Date(Date.UTC(year, month === 'march' ? 3 : 10, 0));
    last.setUTCDate(last.getUTCDate() - last.getUTCDay());
    return last.toISOString().slice(0, 10);
  };
  const year = Number(today.slice(0, 4));
  const thisYear = lastSunday(year);
  return thisYear > today ? thisYear : lastSunday(year + 1);
}

/** The demo's sessions without a meeting link yet: the console shows how one is given. */
const SESSIONS_AWAITING_A_LINK = new Set(['weekend-mock-viva', 'neuro-intensive-viva']);

/** Where booked students join a demo session: a room of its own on a public video service. */
export function demoMeetingLink(slug: string): string | null {
  return SESSIONS_AWAITING_A_LINK.has(slug) ? null : `https://meet.jit.si/frcr-viva-${slug}`;
}

export function sessionThumbnailPath(slug: string): string {
  return `/demo/sessions/${slug}.webp`;
}

// ---------------------------------------------------------------------------------------------
// Testimonials (approved WEBSITE feedback from fictional students)
// ---------------------------------------------------------------------------------------------

export interface DemoTestimonial {
  slug: string;
  fullName: string;
  email: string;
  countryCode: string;
  mobileNumber: string;
  rating: string;
  description: string;
  /** Avatar drawing: initials on a coloured disc. */
  avatarHue: number;
}

export const demoTestimonials: DemoTestimonial[] = [
  {
    slug: 'aisha-rahman',
    fullName: 'Dr Aisha Rahman',
    email: 'aisha.rahman@students.frcrviva.test',
    countryCode: '44',
    mobileNumber: '7700900201',
    rating: '5.0',
    description:
      'I passed the FRCR 2B at my first attempt. The weekly viva sessions were the closest thing to the real exam I found anywhere: the examiners pushed me for a management plan on every single case, exactly as happened on the day, and the written feedback after each session told me precisely what to fix.',
    avatarHue: 350,
  },
  {
    slug: 'rohan-mehta',
    fullName: 'Dr Rohan Mehta',
    email: 'rohan.mehta@students.frcrviva.test',
    countryCode: '91',
    mobileNumber: '9812345670',
    rating: '4.5',
    description:
      'Excellent case videos. The model answers taught me how to structure my thoughts under pressure.',
    avatarHue: 210,
  },
  {
    slug: 'fatima-siddiqui',
    fullName: 'Dr Fatima Siddiqui',
    email: 'fatima.siddiqui@students.frcrviva.test',
    countryCode: '92',
    mobileNumber: '3001234567',
    rating: '5.0',
    description:
      'As an international graduate aiming for a UK radiology post, I was nervous about the viva format and the style of communication examiners expect. The mock vivas with two examiners removed that fear completely. By the time of the real exam I had presented more than two hundred cases aloud, and the shorts were perfect for revision on the train every morning.',
    avatarHue: 160,
  },
  {
    slug: 'chinedu-okafor',
    fullName: 'Dr Chinedu Okafor',
    email: 'chinedu.okafor@students.frcrviva.test',
    countryCode: '234',
    mobileNumber: '8031234567',
    rating: '4.0',
    description:
      'Very good value. I would have liked a few more paediatric cases, but the neuro and chest content was outstanding and the tutors were generous with their time.',
    avatarHue: 30,
  },
  {
    slug: 'nimali-perera',
    fullName: 'Dr Nimali Perera',
    email: 'nimali.perera@students.frcrviva.test',
    countryCode: '94',
    mobileNumber: '712345678',
    rating: '4.5',
    description:
      'The crash course was exactly what I needed in the final month. Short, focused and realistic, with honest feedback.',
    avatarHue: 280,
  },
  {
    slug: 'omar-haddad',
    fullName: 'Dr Omar Haddad',
    email: 'omar.haddad@students.frcrviva.test',
    countryCode: '20',
    mobileNumber: '1001234567',
    rating: '5.0',
    description:
      'I had failed the viva once before joining. The difference this time was technique: the sessions taught me to open with a confident summary, keep talking through my observations and never leave the examiner without a plan. Passed comfortably on my second attempt and I recommend the Marathon Course to every colleague preparing for the exam.',
    avatarHue: 190,
  },
  {
    slug: 'sarah-whitfield',
    fullName: 'Dr Sarah Whitfield',
    email: 'sarah.whitfield@students.frcrviva.test',
    countryCode: '44',
    mobileNumber: '7700900207',
    rating: '3.5',
    description:
      'Good content and friendly tutors. Some evening sessions filled up quickly, so book early, but the recordings helped when I could not attend live.',
    avatarHue: 120,
  },
  {
    slug: 'arjun-nair',
    fullName: 'Dr Arjun Nair',
    email: 'arjun.nair@students.frcrviva.test',
    countryCode: '91',
    mobileNumber: '9898765432',
    rating: '5.0',
    description: 'Best FRCR 2B preparation available. Worth every penny.',
    avatarHue: 10,
  },
  {
    slug: 'hannah-lewis',
    fullName: 'Dr Hannah Lewis',
    email: 'hannah.lewis@students.frcrviva.test',
    countryCode: '44',
    mobileNumber: '7700900209',
    rating: '4.5',
    description:
      'The video library is well organised by subspecialty and every case finishes with the points an examiner would want to hear. I especially valued the emergency cases, which taught me how to communicate urgent findings clearly, something my training had never covered explicitly.',
    avatarHue: 240,
  },
  {
    slug: 'yusuf-karim',
    fullName: 'Dr Yusuf Karim',
    email: 'yusuf.karim@students.frcrviva.test',
    countryCode: '971',
    mobileNumber: '501234567',
    rating: '4.0',
    description:
      'Helpful sessions and a supportive community of candidates. The nuclear medicine cases filled a real gap in my preparation.',
    avatarHue: 60,
  },
];

export function avatarPath(slug: string): string {
  return `/demo/avatars/${slug}.webp`;
}

/** Comments seeded on the first video and the first chest short, from testimonial students. */
export const demoComments: {
  authorSlug: string;
  target: { videoSlug: string } | { caseSlug: string };
  description: string;
}[] = [
  {
    authorSlug: 'rohan-mehta',
    target: { videoSlug: 'chest-radiograph-left-upper-lobe-collapse' },
    description: 'The luftsichel sign explanation finally made this click for me. Thank you!',
  },
  {
    authorSlug: 'fatima-siddiqui',
    target: { videoSlug: 'chest-radiograph-left-upper-lobe-collapse' },
    description:
      'Would you mention the possibility of a carcinoid in a younger non-smoker before or after a mucus plug?',
  },
  {
    authorSlug: 'chinedu-okafor',
    target: { videoSlug: 'chest-radiograph-left-upper-lobe-collapse' },
    description: 'Got almost exactly this film in my viva last sitting. Very high-yield.',
  },
  {
    authorSlug: 'nimali-perera',
    target: { videoSlug: 'chest-radiograph-left-upper-lobe-collapse' },
    description: 'Useful tip about comparing with old films before recommending CT.',
  },
  {
    authorSlug: 'hannah-lewis',
    target: { videoSlug: 'chest-radiograph-left-upper-lobe-collapse' },
    description:
      'Could you do a follow-up video on right upper lobe collapse and the Golden S sign?',
  },
  {
    authorSlug: 'yusuf-karim',
    target: { videoSlug: 'chest-radiograph-left-upper-lobe-collapse' },
    description: 'Clear and well paced. The opening sentence template is excellent.',
  },
  {
    authorSlug: 'aisha-rahman',
    target: { caseSlug: 'chest-left-upper-lobe-collapse' },
    description:
      'Practise saying this model answer aloud against a timer: it takes about a minute.',
  },
  {
    authorSlug: 'omar-haddad',
    target: { caseSlug: 'chest-left-upper-lobe-collapse' },
    description: 'Remember to look at the ribs and the soft tissues for a Pancoast tumour too.',
  },
];
