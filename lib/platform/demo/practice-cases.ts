import type { CaseSystem, PatientSex, ReferralSource } from '../../db/vocabulary';
import { type DemoCaseFacts, isChild } from './case-facts';

/*
 * The exam bank (docs/cases.md): plain films for short-case papers, in the exam's mix of chest and
 * musculoskeletal films, children's and normal ones included, and long cases with a series of
 * slices each. Its categories come after the rapid review, which does not repeat them. Images are
 * drawn by scripts/generate-demo-images.ts.
 */

/** What a chest film shows, drawn by scripts/demo-practice-images.ts; none is a normal film. */
export type ChestSign =
  | 'rml-consolidation'
  | 'rll-consolidation'
  | 'left-effusion'
  | 'right-effusion'
  | 'pulmonary-oedema'
  | 'right-hilar-mass'
  | 'left-nodule'
  | 'cannonball'
  | 'rul-collapse'
  | 'lll-collapse'
  | 'ng-tube-bronchus'
  | 'pleural-plaques'
  | 'emphysema'
  | 'apical-cavitation'
  | 'right-apical-mass'
  | 'left-pneumothorax'
  | 'hiatus-hernia'
  | 'basal-fibrosis'
  | 'anterior-mediastinal-mass'
  | 'round-pneumonia'
  | 'right-air-trapping'
  | 'bronchiolitis'
  | 'surfactant-deficiency'
  | 'thymus'
  | 'upper-bronchiectasis'
  | 'diaphragmatic-hernia';

type BodyBuild = 'adult' | 'child' | 'infant' | 'neonate';

type MskPart = 'wrist' | 'hand' | 'elbow' | 'shoulder' | 'knee' | 'ankle' | 'pelvis' | 'shaft';

export type MskSign =
  | 'scaphoid-waist'
  | 'colles'
  | 'salter-harris-2'
  | 'buckle'
  | 'rickets'
  | 'boxers'
  | 'rheumatoid'
  | 'radial-head'
  | 'supracondylar'
  | 'anterior-dislocation'
  | 'posterior-dislocation'
  | 'osteoarthritis'
  | 'giant-cell-tumour'
  | 'plateau-fracture'
  | 'chondrocalcinosis'
  | 'non-ossifying-fibroma'
  | 'weber-b'
  | 'hip-osteoarthritis'
  | 'perthes'
  | 'lytic-pathological'
  | 'toddler';

/** A long case's series: the anatomy it slices and the abnormality on a run of its slices. */
export type SeriesAnatomy = 'brain' | 'upper-abdomen' | 'kidneys' | 'thorax' | 'neck' | 'spine';

export type SeriesStudy =
  | { kind: 'axial'; anatomy: SeriesAnatomy; modality: 'CT' | 'MR'; lesion: SeriesLesion }
  | { kind: 'us-sweep'; lesion: 'cholecystitis' }
  | { kind: 'spect'; lesion: 'parathyroid-adenoma' };

type SeriesLesion =
  | 'glioblastoma'
  | 'pancreatic-head-mass'
  | 'renal-mass-ivc'
  | 'lung-mass-nodes'
  | 'necrotic-node'
  | 'epidural-metastasis';

export type PracticeFilm =
  | { kind: 'chest'; build: BodyBuild; signs: ChestSign[] }
  | { kind: 'msk'; part: MskPart; child: boolean; signs: MskSign[] };

interface PracticeCaseFacts extends DemoCaseFacts {
  normal: boolean;
}

interface PracticeCase {
  slug: string;
  name: string;
  answer: string;
  facts: PracticeCaseFacts;
}

export interface PracticeFilmCase extends PracticeCase {
  film: PracticeFilm;
}

interface PracticeLongCase extends PracticeCase {
  series: SeriesStudy;
  /** Slices in the series, 12–24. */
  slices: number;
  /** The slice students see first and the library shows: one with the abnormality. */
  keySlice: number;
}

type Header = [
  system: CaseSystem,
  region: string,
  age: string,
  sex: PatientSex,
  referral: ReferralSource,
  details: string,
];

function facts(header: Header, modality: DemoCaseFacts['modality'], keyFindings: string[]) {
  const [system, region, age, sex, referral, details] = header;
  return {
    system,
    modality,
    region,
    ageBand: isChild(age) ? ('paediatric' as const) : ('adult' as const),
    patientAge: age,
    patientSex: sex,
    referralSource: referral,
    clinicalDetails: details,
    keyFindings,
  };
}

function film(
  slug: string,
  name: string,
  study: PracticeFilm,
  header: Header,
  keyFindings: string[],
  answer: string,
  normal = false,
): PracticeFilmCase {
  return {
    slug,
    name,
    film: study,
    answer,
    facts: { ...facts(header, 'XR', keyFindings), normal },
  };
}

const chest = (build: BodyBuild, ...signs: ChestSign[]): PracticeFilm => ({
  kind: 'chest',
  build,
  signs,
});
const msk = (part: MskPart, child: boolean, ...signs: MskSign[]): PracticeFilm => ({
  kind: 'msk',
  part,
  child,
  signs,
});

const chestFilms: PracticeFilmCase[] = [
  film(
    'bank-chest-right-middle-lobe-pneumonia',
    'Right middle lobe pneumonia',
    chest('adult', 'rml-consolidation'),
    [
      'chest',
      'right middle lobe',
      '38 years',
      'female',
      'gp',
      'Productive cough and fever for five days; crackles at the right base.',
    ],
    [
      'Airspace opacity in the right mid and lower zone',
      'Loss of the right heart border',
      'Right hemidiaphragm preserved',
      'No effusion',
    ],
    'This is a PA chest radiograph of an adult. There is airspace opacification in the right mid and lower zone with air bronchograms. It silhouettes the right heart border while the right hemidiaphragm remains visible, placing it in the right middle lobe. There is no volume loss, effusion or hilar mass. Appearances are of right middle lobe consolidation, most likely community-acquired pneumonia. I would treat according to the CURB-65 score and recommend a follow-up radiograph at six weeks to confirm resolution, as pneumonia may hide an underlying obstructing lesion, particularly in a smoker over 50.',
  ),
  film(
    'bank-chest-right-lower-lobe-pneumonia',
    'Right lower lobe pneumonia',
    chest('adult', 'rll-consolidation'),
    [
      'chest',
      'right lower lobe',
      '72 years',
      'male',
      'emergency',
      'Fever, confusion and rigors; oxygen saturation 89 % on air.',
    ],
    [
      'Dense consolidation in the right lower zone with air bronchograms',
      'Loss of the right hemidiaphragm outline',
      'Right heart border preserved',
      'Small right costophrenic angle effusion',
    ],
    'This is an AP chest radiograph. There is dense consolidation in the right lower zone containing air bronchograms. The right hemidiaphragm is obscured but the right heart border is preserved, localising this to the right lower lobe. The right costophrenic angle is blunted by a small parapneumonic effusion. The left lung is clear. Appearances are of right lower lobe pneumonia. The patient is septic and confused, so I would advise urgent antibiotics per the local severe pneumonia pathway, ultrasound of the effusion if it enlarges or fever persists to exclude empyema, and a follow-up film at six weeks.',
  ),
  film(
    'bank-chest-large-left-pleural-effusion',
    'Large left pleural effusion',
    chest('adult', 'left-effusion'),
    [
      'chest',
      'left hemithorax',
      '66 years',
      'female',
      'gp',
      'Progressive breathlessness over six weeks; previous breast cancer.',
    ],
    [
      'Homogeneous opacity over the lower two-thirds of the left hemithorax',
      'Concave upper meniscus',
      'Loss of the left hemidiaphragm and heart border',
      'Mediastinum central or pushed slightly right',
    ],
    'This is a PA chest radiograph. There is homogeneous opacification of the lower two-thirds of the left hemithorax with a concave meniscus laterally, obscuring the left hemidiaphragm and heart border. The mediastinum is not drawn towards it, which argues against underlying collapse. The right lung is clear and no bony lesion is visible. This is a large left pleural effusion; with a history of breast cancer, a malignant effusion is most likely. I would recommend ultrasound-guided diagnostic and therapeutic aspiration with cytology, then contrast-enhanced CT of the chest to look for pleural nodularity and metastases.',
  ),
  film(
    'bank-chest-pulmonary-oedema',
    'Cardiac failure with pulmonary oedema',
    chest('adult', 'pulmonary-oedema'),
    [
      'chest',
      'both lungs',
      '81 years',
      'male',
      'emergency',
      'Orthopnoea and ankle swelling; known ischaemic heart disease.',
    ],
    [
      'Cardiomegaly',
      'Upper lobe venous diversion',
      'Perihilar airspace opacity in a bat-wing distribution',
      'Septal (Kerley B) lines',
      'Bilateral small effusions',
    ],
    'This is an erect PA chest radiograph. The heart is enlarged. There is upper lobe blood diversion, perihilar airspace opacification in a bat-wing distribution, septal lines at both costophrenic angles and small bilateral pleural effusions. Appearances are of congestive cardiac failure with alveolar pulmonary oedema. The differential for bilateral perihilar airspace opacity includes fluid overload and infection, but the cardiomegaly and effusions favour a cardiac cause. I would inform the clinical team, suggest an ECG, troponin and BNP, and an echocardiogram, with a repeat film after diuresis to confirm resolution.',
  ),
  film(
    'bank-chest-right-hilar-mass',
    'Right hilar mass: central bronchogenic carcinoma',
    chest('adult', 'right-hilar-mass'),
    ['chest', 'right hilum', '64 years', 'male', 'gp', 'Smoker of 40 pack-years with haemoptysis.'],
    [
      'Lobulated enlargement and increased density of the right hilum',
      'Pulmonary vessels do not converge on the opacity (hilum convergence sign absent)',
      'Right paratracheal widening',
      'No collapse or effusion',
    ],
    'This is a PA chest radiograph. The right hilum is enlarged, lobulated and dense, and the pulmonary vessels do not converge on it, indicating a mass rather than enlarged pulmonary arteries. There is right paratracheal widening suggesting nodal spread. The lungs are otherwise clear with no collapse or effusion, and the ribs are intact. In a smoker with haemoptysis, the most likely diagnosis is a central bronchogenic carcinoma with mediastinal lymphadenopathy. I would refer on the two-week-wait lung cancer pathway for staging contrast-enhanced CT of the chest and upper abdomen, then PET-CT and EBUS or bronchoscopy.',
  ),
  film(
    'bank-chest-solitary-pulmonary-nodule',
    'Solitary pulmonary nodule',
    chest('adult', 'left-nodule'),
    [
      'chest',
      'left mid zone',
      '58 years',
      'female',
      'outpatient',
      'Pre-operative film before a hip replacement; ex-smoker.',
    ],
    [
      'Well-defined 2 cm nodule in the left mid zone',
      'No calcification visible',
      'No hilar enlargement or effusion',
    ],
    'This is a PA chest radiograph. There is a well-defined rounded nodule measuring approximately 2 cm in the left mid zone, projected away from the ribs, with no visible calcification. The hila are normal, there is no effusion and the bones are intact. This is a solitary pulmonary nodule. In an ex-smoker it must be treated as a primary lung cancer until proven otherwise; other causes include a granuloma, a hamartoma and a solitary metastasis. I would compare with any previous films, as stability over two years would be reassuring, and otherwise recommend CT of the chest and management according to the British Thoracic Society nodule guideline.',
  ),
  film(
    'bank-chest-cannonball-metastases',
    'Cannonball metastases',
    chest('adult', 'cannonball'),
    [
      'chest',
      'both lungs',
      '45 years',
      'male',
      'gp',
      'Weight loss and a painless testicular swelling.',
    ],
    [
      'Multiple well-defined round nodules and masses in both lungs',
      'Varying sizes, mainly basal and peripheral',
      'No effusion',
    ],
    'This is a PA chest radiograph. There are multiple well-defined, rounded soft-tissue nodules and masses of varying size throughout both lungs, predominantly in the lower zones and periphery. There is no cavitation, effusion or bony destruction. These are cannonball metastases. Classic primaries are testicular germ cell tumours, renal cell carcinoma, sarcoma and choriocarcinoma; given the testicular swelling a germ cell tumour is most likely. I would recommend urgent scrotal ultrasound, tumour markers (AFP, beta-hCG and LDH) and staging CT of the chest, abdomen and pelvis, with referral to the urology cancer team.',
  ),
  film(
    'bank-chest-right-upper-lobe-collapse',
    'Right upper lobe collapse: Golden S sign',
    chest('adult', 'rul-collapse'),
    ['chest', 'right upper lobe', '69 years', 'female', 'inpatient', 'Persistent cough; smoker.'],
    [
      'Dense opacity in the right upper zone bounded by an elevated horizontal fissure',
      'Reverse S shape of the fissure (Golden S sign)',
      'Right hilar mass',
      'Tracheal deviation to the right',
    ],
    'This is a PA chest radiograph. There is a triangular opacity in the right upper zone. The elevated horizontal fissure is concave inferiorly laterally and convex medially, where it drapes over a hilar mass, forming a reverse S, the Golden S sign. The trachea is pulled to the right. Appearances are of right upper lobe collapse caused by a central hilar mass. In a smoker a bronchogenic carcinoma is the most likely cause. I would recommend staging contrast-enhanced CT of the chest and upper abdomen and referral to the lung cancer multidisciplinary team for bronchoscopy.',
  ),
  film(
    'bank-chest-left-lower-lobe-collapse',
    'Left lower lobe collapse',
    chest('adult', 'lll-collapse'),
    [
      'chest',
      'left lower lobe',
      '74 years',
      'male',
      'inpatient',
      'Breathless two days after abdominal surgery.',
    ],
    [
      'Triangular retrocardiac opacity (sail sign)',
      'Loss of the medial left hemidiaphragm',
      'Depressed left hilum',
      'Small left hemithorax',
    ],
    'This is an AP chest radiograph. There is a triangular opacity behind the heart with a sharp lateral edge, the sail sign, and the medial part of the left hemidiaphragm is lost. The left hilum is depressed and the left hemithorax is smaller. The left heart border remains visible. Appearances are of left lower lobe collapse. After abdominal surgery, mucus plugging from poor cough and sputum retention is the most likely cause. I would recommend chest physiotherapy, analgesia to allow coughing, and bronchoscopy if it fails to re-expand; a follow-up film is needed to exclude an obstructing lesion.',
  ),
  film(
    'bank-chest-nasogastric-tube-in-bronchus',
    'Misplaced nasogastric tube in the right lower lobe bronchus',
    chest('adult', 'ng-tube-bronchus'),
    [
      'chest',
      'airway',
      '83 years',
      'female',
      'inpatient',
      'Fine-bore nasogastric tube placed for feeding after a stroke; position check.',
    ],
    [
      'Nasogastric tube follows the airway, not the oesophagus',
      'Tip in the right lower lobe bronchus',
      'Tube does not cross the diaphragm',
    ],
    'This is an AP chest radiograph to check a nasogastric tube. The tube follows the trachea, passes into the right main bronchus and its tip lies in the right lower lobe bronchus. It does not bisect the carina, cross the diaphragm in the midline or deviate to the left towards the stomach. There is no pneumothorax. The nasogastric tube is in the airway. This is a never event if used: I would inform the clinical team immediately and directly, advise that nothing is put down the tube and that it is removed, and recommend a repeat film after re-insertion.',
  ),
  film(
    'bank-chest-calcified-pleural-plaques',
    'Calcified pleural plaques',
    chest('adult', 'pleural-plaques'),
    [
      'chest',
      'pleura',
      '76 years',
      'male',
      'gp',
      'Retired shipyard worker with mild breathlessness.',
    ],
    [
      'Bilateral calcified pleural plaques with a holly-leaf appearance en face',
      'Diaphragmatic pleural calcification',
      'Costophrenic angles spared',
      'No mass or effusion',
    ],
    'This is a PA chest radiograph. There are multiple bilateral calcified pleural plaques, seen en face as irregular holly-leaf opacities over the mid zones and in profile along the lateral chest walls and diaphragmatic pleura. The costophrenic angles and apices are spared. There is no pleural mass, effusion or lower-zone fibrosis. These are calcified pleural plaques, a marker of previous asbestos exposure that is benign in itself. I would compare with previous films for any new pleural thickening or effusion, which would raise concern for mesothelioma, and suggest advice about industrial injuries benefits; no specific further imaging is needed if stable.',
  ),
  film(
    'bank-chest-emphysema',
    'Emphysema with hyperinflation',
    chest('adult', 'emphysema'),
    [
      'chest',
      'both lungs',
      '67 years',
      'female',
      'outpatient',
      'Heavy smoker with progressive breathlessness.',
    ],
    [
      'Hyperinflated lungs with more than seven anterior ribs above the diaphragm',
      'Flattened hemidiaphragms',
      'Attenuated peripheral vessels and an upper-zone bulla',
      'Narrow, vertical heart',
    ],
    'This is a PA chest radiograph. The lungs are hyperinflated, with the hemidiaphragms flattened below the seventh anterior ribs. The peripheral vascular markings are attenuated, most marked in the upper zones, where there is a bulla. The heart is narrow and vertical. There is no focal mass, consolidation or pneumothorax. Appearances are of emphysema. I would correlate with spirometry, consider alpha-1 antitrypsin levels if the patient is young or the emphysema is basal, and advise smoking cessation; CT of the chest is indicated if lung volume reduction is being considered or a mass is suspected.',
  ),
  film(
    'bank-chest-post-primary-tuberculosis',
    'Post-primary tuberculosis',
    chest('adult', 'apical-cavitation'),
    [
      'chest',
      'right upper lobe',
      '34 years',
      'male',
      'gp',
      'Three months of cough, night sweats and weight loss; recently arrived from India.',
    ],
    [
      'Patchy consolidation in the right upper zone',
      'Thin-walled cavity within it',
      'Small nodules elsewhere suggesting endobronchial spread',
      'No effusion',
    ],
    'This is a PA chest radiograph. There is patchy consolidation in the right upper zone containing a cavity, with ill-defined small nodules in the right mid zone suggesting endobronchial spread. The hila are not enlarged and there is no effusion. In this clinical context appearances are of active post-primary (reactivation) tuberculosis. The differential includes cavitating bacterial pneumonia and, less likely, a cavitating carcinoma. I would inform the clinical team promptly, advise respiratory isolation, send three sputum samples for acid-fast bacilli and culture, and ensure notification to public health if confirmed.',
  ),
  film(
    'bank-chest-pancoast-tumour',
    'Pancoast tumour',
    chest('adult', 'right-apical-mass'),
    [
      'chest',
      'right apex',
      '61 years',
      'male',
      'gp',
      'Right shoulder pain radiating down the arm; right ptosis.',
    ],
    [
      'Soft-tissue mass at the right lung apex',
      'Destruction of the posterior right second rib',
      'Asymmetric apical pleural thickening',
    ],
    'This is a PA chest radiograph. There is a soft-tissue mass at the right lung apex with destruction of the posterior aspect of the right second rib. The rest of the lungs are clear and the hila are normal. Given arm pain and ptosis suggesting brachial plexus and sympathetic chain involvement, this is a superior sulcus (Pancoast) tumour, most likely a non-small cell lung carcinoma. Apical asymmetry is easily missed, so the apices must always be compared. I would recommend contrast-enhanced CT of the chest and MRI of the brachial plexus to assess local invasion, with referral to the lung cancer multidisciplinary team.',
  ),
  film(
    'bank-chest-left-pneumothorax',
    'Left pneumothorax',
    chest('adult', 'left-pneumothorax'),
    [
      'chest',
      'left hemithorax',
      '21 years',
      'male',
      'emergency',
      'Tall, thin student with sudden left-sided chest pain at rest.',
    ],
    [
      'Visible left visceral pleural edge',
      'No lung markings peripheral to it',
      'Interpleural distance over 2 cm at the hilum',
      'No mediastinal shift',
    ],
    'This is a PA chest radiograph. There is a visible visceral pleural edge in the left hemithorax with no lung markings beyond it; the rim of air measures more than 2 cm at the level of the hilum. There is no mediastinal shift or depression of the left hemidiaphragm to suggest tension, and the right lung is clear. This is a large left primary spontaneous pneumothorax. In line with British Thoracic Society guidance, management depends on symptoms: needle aspiration or an ambulatory device if breathless, otherwise conservative management may be offered, with a follow-up film and advice against flying and diving.',
  ),
  film(
    'bank-chest-hiatus-hernia',
    'Large hiatus hernia',
    chest('adult', 'hiatus-hernia'),
    [
      'chest',
      'posterior mediastinum',
      '79 years',
      'female',
      'gp',
      'Dyspepsia and post-prandial breathlessness.',
    ],
    ['Rounded retrocardiac opacity', 'Air–fluid level within it', 'Lungs otherwise clear'],
    'This is a PA chest radiograph. There is a well-defined rounded retrocardiac opacity containing an air–fluid level, projected through the heart shadow to the left of the spine. The lungs are clear and there is no effusion. Appearances are of a large hiatus hernia. The differential for a retrocardiac air–fluid level includes a dilated oesophagus in achalasia and a lung abscess, but the position and configuration favour a hiatus hernia. I would mention it to the referrer; a CT or barium study is indicated if there are obstructive symptoms, and urgent surgical review if there is acute pain, as gastric volvulus can occur.',
  ),
  film(
    'bank-chest-basal-pulmonary-fibrosis',
    'Basal pulmonary fibrosis',
    chest('adult', 'basal-fibrosis'),
    [
      'chest',
      'lower zones',
      '73 years',
      'male',
      'outpatient',
      'Progressive breathlessness and fine inspiratory crackles; finger clubbing.',
    ],
    [
      'Bilateral coarse reticular opacity in the lower zones and periphery',
      'Reduced lung volumes',
      'Shaggy heart borders',
    ],
    'This is a PA chest radiograph. There is bilateral coarse reticular opacification with a basal and peripheral predominance, with loss of lung volume and indistinct, shaggy heart borders. There is no effusion, pleural plaque or lymphadenopathy. Appearances are of basal pulmonary fibrosis. In an older man with clubbing, idiopathic pulmonary fibrosis with a usual interstitial pneumonia pattern is most likely; the differential includes fibrosis related to connective tissue disease, asbestosis and drugs such as methotrexate or nitrofurantoin. I would recommend high-resolution CT of the chest and referral to the interstitial lung disease multidisciplinary team.',
  ),
  film(
    'bank-chest-anterior-mediastinal-mass',
    'Anterior mediastinal mass: lymphoma',
    chest('adult', 'anterior-mediastinal-mass'),
    [
      'chest',
      'anterior mediastinum',
      '26 years',
      'female',
      'gp',
      'Night sweats, itch and a lump in the neck.',
    ],
    [
      'Lobulated widening of the upper mediastinum',
      'Hilar vessels visible through the mass (hilum overlay sign)',
      'Trachea not displaced',
      'No effusion',
    ],
    'This is a PA chest radiograph. There is lobulated widening of the superior mediastinum extending to both sides. The hilar vessels can be seen through the mass, the hilum overlay sign, placing it in the anterior mediastinum. The lungs are clear and there is no effusion. An anterior mediastinal mass in a young woman with B symptoms and neck nodes is most likely lymphoma, particularly Hodgkin lymphoma. The differential includes thymoma, germ cell tumour and retrosternal thyroid. I would recommend contrast-enhanced CT of the neck, chest, abdomen and pelvis and biopsy of a neck node, and warn the anaesthetist about airway compression before any sedation.',
  ),
  film(
    'bank-chest-normal-adult',
    'Normal chest radiograph',
    chest('adult'),
    [
      'chest',
      'chest',
      '42 years',
      'female',
      'gp',
      'Cough for three weeks after a viral illness; non-smoker.',
    ],
    [
      'Lungs clear with normal vascular markings',
      'No pneumothorax or effusion',
      'Normal heart size and mediastinal contour',
      'Hila normal in size and position',
      'Bones and soft tissues intact; no free gas',
    ],
    'This is a well-centred PA chest radiograph with adequate inspiration. The lungs are clear, with normal vascular markings and no focal consolidation, mass or nodule, including in the review areas of the apices, behind the heart and below the diaphragm. There is no pneumothorax or effusion. The heart is not enlarged and the mediastinal contours and hila are normal. The bones and soft tissues are unremarkable and there is no free gas. This is a normal chest radiograph. No further imaging is needed; if the cough persists beyond eight weeks the GP should consider spirometry and referral.',
    true,
  ),
  film(
    'bank-chest-normal-smoker',
    'Normal chest radiograph in a smoker with haemoptysis',
    chest('adult'),
    ['chest', 'chest', '57 years', 'male', 'gp', 'Smoker with a single episode of haemoptysis.'],
    [
      'No mass, nodule or collapse, including in the review areas',
      'Hila normal',
      'No effusion or pneumothorax',
      'Normal heart and mediastinum',
    ],
    'This is a PA chest radiograph with adequate inspiration. The lungs are clear. I have looked specifically at the review areas: the apices, the hila, behind the heart, below the hemidiaphragms and the costophrenic angles, and see no mass, nodule, collapse or lymphadenopathy. There is no effusion or pneumothorax, the heart size is normal and the bones are intact. This is a normal chest radiograph. A normal film does not exclude lung cancer: in a smoker over 40 with unexplained haemoptysis, NICE recommends referral on the suspected cancer pathway, so I would advise contrast-enhanced CT of the chest.',
    true,
  ),
  film(
    'bank-chest-normal-pre-employment',
    'Normal chest radiograph: tuberculosis screening',
    chest('adult'),
    [
      'chest',
      'chest',
      '29 years',
      'female',
      'screening',
      'Healthcare worker from a high-incidence country; occupational health screening.',
    ],
    [
      'Lungs clear, with normal apices',
      'No hilar or mediastinal lymphadenopathy',
      'No effusion or calcified granuloma',
      'Normal heart and bones',
    ],
    'This is a PA chest radiograph. The lungs are clear, with particular attention to the apices and upper zones, where there is no consolidation, cavitation, nodularity or scarring. There is no hilar or mediastinal lymphadenopathy, no calcified granuloma and no pleural effusion. The heart, mediastinum and bones are normal. This is a normal chest radiograph with no evidence of active or previous tuberculosis. No further imaging is needed; occupational health may proceed with interferon-gamma release assay testing for latent infection as per the screening protocol.',
    true,
  ),
  film(
    'bank-chest-paediatric-round-pneumonia',
    'Round pneumonia in a child',
    chest('child', 'round-pneumonia'),
    [
      'chest',
      'right lower zone',
      '4 years',
      'male',
      'emergency',
      'Fever and cough for two days; tachypnoeic.',
    ],
    [
      'Rounded, fairly well-defined opacity in the right lower zone',
      'Air bronchograms',
      'No effusion or hilar enlargement',
    ],
    'This is an AP chest radiograph of a young child. There is a rounded, fairly well-defined opacity in the right lower zone with faint air bronchograms. The remainder of the lungs is clear, there is no effusion and the hila and mediastinum are normal for age. In a febrile child, this is most likely a round pneumonia, typically pneumococcal, which appears round in children because the collateral air drift pathways are immature. A mass is far less likely. I would advise antibiotics and a follow-up film only if symptoms persist or the opacity fails to resolve, when a mass such as a neuroblastoma or bronchogenic cyst should be considered.',
  ),
  film(
    'bank-chest-paediatric-inhaled-foreign-body',
    'Inhaled foreign body with air trapping',
    chest('child', 'right-air-trapping'),
    [
      'chest',
      'right lung',
      '2 years',
      'female',
      'emergency',
      'Choking episode while eating peanuts; now wheezy.',
    ],
    [
      'Hyperlucent, hyperexpanded right lung',
      'Mediastinum shifted to the left',
      'No radio-opaque foreign body',
    ],
    'This is a frontal chest radiograph of a toddler. The right lung is hyperlucent and hyperexpanded, with the mediastinum displaced to the left and fewer vascular markings on the right. No radio-opaque foreign body is seen. With a history of choking, this is air trapping from a ball-valve obstruction of the right main bronchus by an inhaled foreign body, most foreign bodies being radiolucent. An expiratory film or decubitus views would confirm air trapping, but should not delay treatment. I would inform the paediatric team urgently and recommend referral for rigid bronchoscopy.',
  ),
  film(
    'bank-chest-paediatric-bronchiolitis',
    'Bronchiolitis',
    chest('infant', 'bronchiolitis'),
    [
      'chest',
      'both lungs',
      '7 months',
      'male',
      'emergency',
      'Coryza, cough and wheeze; increasing work of breathing.',
    ],
    [
      'Hyperinflated lungs with flattened hemidiaphragms',
      'Bilateral perihilar peribronchial thickening',
      'Patchy subsegmental atelectasis',
      'No focal consolidation or effusion',
    ],
    'This is an AP chest radiograph of an infant. The lungs are hyperinflated with flattened hemidiaphragms. There is bilateral perihilar peribronchial wall thickening with small patches of subsegmental atelectasis. There is no lobar consolidation, effusion or pneumothorax and the thymus and heart are normal. Appearances are of a viral lower respiratory tract infection, in keeping with bronchiolitis in this age group, commonly due to respiratory syncytial virus. Bronchiolitis is a clinical diagnosis and radiographs are not routinely needed; management is supportive with oxygen and feeding support as required, and antibiotics are not indicated for these appearances.',
  ),
  film(
    'bank-chest-neonatal-surfactant-deficiency',
    'Surfactant deficiency disease',
    chest('neonate', 'surfactant-deficiency'),
    [
      'chest',
      'both lungs',
      '1 day',
      'male',
      'inpatient',
      'Born at 28 weeks; grunting and oxygen requirement soon after birth.',
    ],
    [
      'Low lung volumes',
      'Bilateral symmetrical fine granular (ground-glass) opacity',
      'Air bronchograms beyond the heart border',
      'Endotracheal tube in place',
    ],
    'This is a supine AP chest radiograph of a neonate. The lung volumes are low, with bilateral symmetrical fine granular opacification and air bronchograms extending beyond the cardiac borders. There is no pneumothorax or effusion. In a baby born at 28 weeks, this is surfactant deficiency disease (hyaline membrane disease). The differential includes neonatal pneumonia, particularly group B streptococcus, which can look identical, and transient tachypnoea, which has normal or high volumes. Management is surfactant therapy and respiratory support; I would recommend follow-up films to check tube position and to look for complications such as pneumothorax and pulmonary interstitial emphysema.',
  ),
  film(
    'bank-chest-paediatric-empyema',
    'Parapneumonic effusion in a child',
    chest('child', 'right-effusion', 'rll-consolidation'),
    [
      'chest',
      'right hemithorax',
      '6 years',
      'female',
      'inpatient',
      'Persistent fever despite two days of antibiotics for pneumonia.',
    ],
    [
      'Right lower zone consolidation',
      'Large right pleural effusion with a meniscus',
      'Mediastinum not shifted towards the opacity',
    ],
    'This is a frontal chest radiograph of a child. There is right lower zone consolidation with a large right pleural effusion, which forms a meniscus laterally and obscures the right hemidiaphragm. The mediastinum is not pulled towards the opacity. The left lung is clear. With persistent fever on antibiotics, this is a parapneumonic effusion, possibly an empyema. I would recommend chest ultrasound to confirm the effusion and look for septations and echogenic fluid, and discussion with the paediatric respiratory team about drainage with a chest drain and intrapleural fibrinolytics; CT is not routinely needed.',
  ),
  film(
    'bank-chest-normal-infant-thymus',
    'Normal infant chest with a prominent thymus',
    chest('infant', 'thymus'),
    [
      'chest',
      'chest',
      '5 months',
      'female',
      'gp',
      'Cough with a cold; mother worried about a widened chest shadow seen elsewhere.',
    ],
    [
      'Normal thymus: smooth, triangular sail shape to the right of the mediastinum',
      'No tracheal compression or displacement',
      'Lungs clear',
      'No effusion or pneumothorax',
    ],
    'This is an AP chest radiograph of an infant. The superior mediastinum is widened to the right by a smooth, triangular soft-tissue shadow with a straight inferior border, the thymic sail sign, with a gently undulating edge where it is indented by the anterior ribs. It does not compress or displace the trachea. The lungs are clear, the heart size is normal and there is no effusion. This is a normal chest radiograph with a normal thymus, which is large in infants and should not be mistaken for a mass or upper lobe consolidation. No further imaging is needed.',
    true,
  ),
  film(
    'bank-chest-normal-child',
    'Normal chest radiograph in a child',
    chest('child'),
    [
      'chest',
      'chest',
      '8 years',
      'male',
      'emergency',
      'Chest pain after a fall from a trampoline.',
    ],
    [
      'No pneumothorax or pneumomediastinum',
      'No rib or clavicle fracture',
      'Lungs clear, normal heart size',
      'No effusion',
    ],
    'This is a PA chest radiograph of a child. The lungs are clear and there is no pneumothorax, pneumomediastinum or pleural effusion. I have traced each rib and both clavicles and see no fracture. The heart is normal in size and the mediastinal contours and hila are normal. The upper abdomen shows no free gas. This is a normal chest radiograph. In children, rib fractures need considerable force and the ribs are compliant, so significant lung injury can occur without fractures; clinical assessment guides further management, with CT only if there is concern about major trauma.',
    true,
  ),
  film(
    'bank-chest-cystic-fibrosis',
    'Cystic fibrosis with bronchiectasis',
    chest('child', 'upper-bronchiectasis'),
    [
      'chest',
      'upper zones',
      '14 years',
      'female',
      'outpatient',
      'Known cystic fibrosis; annual review.',
    ],
    [
      'Bilateral upper-zone bronchial wall thickening and ring shadows',
      'Tramlines and mucus plugging',
      'Hyperinflation',
      'Prominent hila from enlarged pulmonary arteries',
    ],
    'This is a PA chest radiograph of an adolescent. There are bilateral bronchial wall thickening, ring shadows and tramlines predominantly in the upper zones, with branching opacities in keeping with mucus plugging. The lungs are hyperinflated and the hila are prominent. There is no pneumothorax or lobar consolidation. In a patient with cystic fibrosis, appearances are of upper-lobe predominant bronchiectasis. I would compare with previous films for progression or new consolidation, and recommend that any acute deterioration is assessed for infective exacerbation, pneumothorax and haemoptysis; CT is reserved for specific questions.',
  ),
  film(
    'bank-chest-congenital-diaphragmatic-hernia',
    'Left congenital diaphragmatic hernia',
    chest('neonate', 'diaphragmatic-hernia'),
    [
      'chest',
      'left hemithorax',
      '2 hours',
      'male',
      'inpatient',
      'Respiratory distress at birth; scaphoid abdomen.',
    ],
    [
      'Multiple air-filled bowel loops in the left hemithorax',
      'Mediastinal shift to the right',
      'Few bowel gas shadows in the abdomen',
      'Nasogastric tube tip above the diaphragm',
    ],
    'This is a frontal radiograph of the chest and abdomen of a newborn. The left hemithorax contains multiple rounded lucencies of air-filled bowel loops, with the mediastinum and heart displaced to the right and little gas in the abdomen. The nasogastric tube tip projects over the left hemithorax. Appearances are of a left-sided congenital diaphragmatic hernia of the posterolateral (Bochdalek) type. The differential, congenital pulmonary airway malformation, does not deplete the abdomen of bowel. I would inform the neonatal team immediately: the baby needs intubation rather than bag-mask ventilation, gastric decompression and referral to paediatric surgery.',
  ),
];

const mskFilms: PracticeFilmCase[] = [
  film(
    'bank-msk-scaphoid-waist-fracture',
    'Scaphoid waist fracture',
    msk('wrist', false, 'scaphoid-waist'),
    [
      'musculoskeletal',
      'wrist',
      '23 years',
      'male',
      'emergency',
      'Fall onto an outstretched hand; anatomical snuffbox tenderness.',
    ],
    [
      'Lucent fracture line across the scaphoid waist',
      'Undisplaced',
      'Distal radius and other carpal bones intact',
    ],
    'These are scaphoid views of the right wrist. There is a lucent fracture line across the waist of the scaphoid, without displacement or angulation. The carpal alignment is maintained and the distal radius and ulna are intact. This is an undisplaced scaphoid waist fracture. The blood supply enters distally, so the proximal pole is at risk of avascular necrosis and non-union. I would recommend immobilisation in a cast or splint and referral to the fracture clinic; CT helps if displacement is uncertain, and follow-up imaging confirms union.',
  ),
  film(
    'bank-msk-colles-fracture',
    'Colles fracture of the distal radius',
    msk('wrist', false, 'colles'),
    [
      'musculoskeletal',
      'distal radius',
      '71 years',
      'female',
      'emergency',
      'Slipped on ice, landing on her outstretched hand.',
    ],
    [
      'Transverse fracture of the distal radial metaphysis',
      'Dorsal angulation and impaction of the distal fragment',
      'Ulnar styloid fracture',
      'Radial shortening',
    ],
    'These are radiographs of the left wrist. There is a transverse fracture of the distal radial metaphysis about 2 cm from the articular surface, with dorsal angulation, impaction and radial shortening of the distal fragment, and an associated ulnar styloid fracture. It does not obviously extend into the joint. This is a Colles fracture. In an older woman this is a fragility fracture. I would recommend manipulation under a haematoma or regional block with plaster immobilisation and check films, orthopaedic review if alignment is unacceptable, and referral for bone density assessment.',
  ),
  film(
    'bank-msk-boxers-fracture',
    'Fifth metacarpal neck fracture',
    msk('hand', false, 'boxers'),
    [
      'musculoskeletal',
      'fifth metacarpal',
      '19 years',
      'male',
      'emergency',
      'Punched a wall; swelling over the little finger knuckle.',
    ],
    [
      'Fracture of the neck of the fifth metacarpal',
      'Volar angulation of the metacarpal head',
      'No intra-articular extension',
    ],
    'This is a radiograph of the right hand. There is a fracture through the neck of the fifth metacarpal with volar angulation of the head; the fracture does not enter the metacarpophalangeal joint. The other metacarpals and phalanges are intact and the carpus is aligned. This is a boxer’s fracture. Most are managed conservatively with buddy strapping and early mobilisation; I would check clinically for rotational deformity, and refer to the hand clinic if there is rotation or marked angulation. A punch injury with a skin wound over the knuckle suggests a fight bite, which needs washout and antibiotics.',
  ),
  film(
    'bank-msk-rheumatoid-arthritis-hands',
    'Rheumatoid arthritis of the hand',
    msk('hand', false, 'rheumatoid'),
    [
      'musculoskeletal',
      'hands',
      '52 years',
      'female',
      'outpatient',
      'Symmetrical painful swollen finger joints and morning stiffness.',
    ],
    [
      'Periarticular osteopenia',
      'Marginal erosions at the metacarpophalangeal joints and ulnar styloid',
      'Symmetrical joint space narrowing',
      'Ulnar deviation at the metacarpophalangeal joints',
    ],
    'This is a radiograph of the hand. There is periarticular osteopenia with marginal erosions at the metacarpophalangeal joints and the ulnar styloid, and uniform joint-space narrowing. There is ulnar deviation of the fingers at the metacarpophalangeal joints. The distal interphalangeal joints are relatively spared and there is no new bone formation. Appearances are of an inflammatory erosive arthropathy, most in keeping with rheumatoid arthritis. I would suggest correlation with rheumatoid factor and anti-CCP antibodies, referral to rheumatology, and radiographs of the feet, where erosions often appear first.',
  ),
  film(
    'bank-msk-radial-head-fracture',
    'Radial head fracture with elbow effusion',
    msk('elbow', false, 'radial-head'),
    [
      'musculoskeletal',
      'elbow',
      '34 years',
      'female',
      'emergency',
      'Fall onto an outstretched hand; pain on forearm rotation.',
    ],
    [
      'Elevated anterior fat pad (sail sign)',
      'Visible posterior fat pad',
      'Subtle undisplaced fracture of the radial head',
    ],
    'This is a lateral radiograph of the elbow. The anterior fat pad is elevated, forming a sail sign, and the posterior fat pad is visible, indicating a joint effusion. There is a subtle undisplaced fracture through the radial head. The radiocapitellar line is maintained. This is an undisplaced radial head fracture; in an adult with a post-traumatic effusion and no visible fracture, one should be presumed. I would recommend a sling for comfort and early mobilisation with fracture clinic follow-up; displaced or comminuted fractures need orthopaedic review, and CT if the articular surface is involved.',
  ),
  film(
    'bank-msk-anterior-shoulder-dislocation',
    'Anterior shoulder dislocation',
    msk('shoulder', false, 'anterior-dislocation'),
    [
      'musculoskeletal',
      'shoulder',
      '27 years',
      'male',
      'emergency',
      'Fell while skiing; holding the arm in abduction and external rotation.',
    ],
    [
      'Humeral head displaced medially and inferiorly, below the coracoid',
      'Empty glenoid',
      'No fracture of the greater tuberosity seen',
    ],
    'This is an AP radiograph of the right shoulder. The humeral head lies medial and inferior to the glenoid, beneath the coracoid process, and the glenoid is empty. No fracture of the greater tuberosity or glenoid rim is seen on this view. This is an anterior glenohumeral dislocation. I would recommend an axial or Y view to confirm, assessment of axillary nerve function, and reduction with post-reduction films to look for a Hill-Sachs defect or bony Bankart lesion. In young patients recurrence is common, so I would suggest fracture clinic follow-up and MR arthrography if instability persists.',
  ),
  film(
    'bank-msk-posterior-shoulder-dislocation',
    'Posterior shoulder dislocation',
    msk('shoulder', false, 'posterior-dislocation'),
    [
      'musculoskeletal',
      'shoulder',
      '44 years',
      'male',
      'emergency',
      'Generalised seizure overnight; painful shoulder held internally rotated.',
    ],
    [
      'Humeral head fixed in internal rotation (light bulb sign)',
      'Widened glenohumeral space',
      'Loss of the normal half-moon overlap',
      'Trough line of a reverse Hill-Sachs impaction',
    ],
    'This is an AP radiograph of the shoulder. The humeral head is fixed in internal rotation, giving a symmetrical light bulb appearance, with widening of the glenohumeral joint space and loss of the normal half-moon overlap of the head and glenoid. A vertical sclerotic trough line suggests a reverse Hill-Sachs impaction. These features indicate a posterior shoulder dislocation, typical after a seizure or electric shock and easily missed on a single AP view. I would request an axillary or Y view to confirm, and recommend reduction and orthopaedic review; CT helps to size the impaction defect.',
  ),
  film(
    'bank-msk-knee-osteoarthritis',
    'Osteoarthritis of the knee',
    msk('knee', false, 'osteoarthritis'),
    [
      'musculoskeletal',
      'knee',
      '68 years',
      'female',
      'gp',
      'Chronic right knee pain, worse on walking.',
    ],
    [
      'Asymmetric joint space narrowing, worse medially',
      'Marginal osteophytes',
      'Subchondral sclerosis',
      'Subchondral cysts',
    ],
    'This is a standing AP radiograph of the knee. There is asymmetric joint-space narrowing, predominantly of the medial tibiofemoral compartment, with marginal osteophytes, subchondral sclerosis and small subchondral cysts. There is no erosion, periarticular osteopenia or chondrocalcinosis, and no fracture. Appearances are of osteoarthritis, most marked medially. Management is non-surgical in the first instance with exercise, weight loss and analgesia; referral for consideration of knee replacement is appropriate if symptoms remain severe. MRI is not needed to diagnose osteoarthritis.',
  ),
  film(
    'bank-msk-giant-cell-tumour',
    'Giant cell tumour of the proximal tibia',
    msk('knee', false, 'giant-cell-tumour'),
    [
      'musculoskeletal',
      'proximal tibia',
      '31 years',
      'female',
      'gp',
      'Knee pain for three months.',
    ],
    [
      'Eccentric lytic lesion in the lateral proximal tibial epiphysis and metaphysis',
      'Extends to the subarticular bone',
      'Narrow, non-sclerotic zone of transition',
      'No matrix or periosteal reaction',
    ],
    'This is an AP radiograph of the knee. There is an eccentric, expansile lytic lesion in the lateral proximal tibia, crossing the closed physeal scar to abut the subchondral bone. It has a narrow but non-sclerotic zone of transition, with no matrix mineralisation or periosteal reaction. In a skeletally mature young adult, appearances are most in keeping with a giant cell tumour. The differential includes an aneurysmal bone cyst, a brown tumour and a lytic metastasis or myeloma in older patients. I would recommend MRI of the knee and referral to a bone sarcoma centre before any biopsy, as giant cell tumours are locally aggressive and occasionally metastasise to the lungs.',
  ),
  film(
    'bank-msk-tibial-plateau-fracture',
    'Tibial plateau fracture',
    msk('knee', false, 'plateau-fracture'),
    [
      'musculoskeletal',
      'lateral tibial plateau',
      '48 years',
      'male',
      'emergency',
      'Struck on the outside of the knee by a car bumper.',
    ],
    [
      'Depressed fracture of the lateral tibial plateau',
      'Split fragment with an articular step',
      'Lipohaemarthrosis expected on a horizontal-beam lateral',
    ],
    'This is an AP radiograph of the knee. There is a fracture of the lateral tibial plateau with a split fragment and depression of the articular surface, producing a step. The medial plateau and the femoral condyles are intact and alignment is maintained. This is a lateral tibial plateau fracture, Schatzker type II, typical of a valgus force. A horizontal-beam lateral view would show a lipohaemarthrosis. I would recommend CT to define depression and comminution for surgical planning, urgent orthopaedic referral, and clinical assessment for compartment syndrome and associated ligament and meniscal injury.',
  ),
  film(
    'bank-msk-chondrocalcinosis',
    'Chondrocalcinosis of the knee',
    msk('knee', false, 'chondrocalcinosis'),
    [
      'musculoskeletal',
      'knee',
      '77 years',
      'female',
      'emergency',
      'Acutely hot, swollen knee; apyrexial.',
    ],
    [
      'Linear calcification of the menisci and hyaline cartilage',
      'Joint space narrowing',
      'Small joint effusion',
    ],
    'This is an AP radiograph of the knee. There is linear and punctate calcification within the menisci and along the hyaline articular cartilage of both compartments, with joint-space narrowing and osteophytes. There is no fracture or erosion. Appearances are of chondrocalcinosis, most commonly due to calcium pyrophosphate deposition disease. In an acutely hot knee this suggests acute CPP crystal arthritis (pseudogout), but septic arthritis must be excluded. I would recommend joint aspiration for microscopy, crystals and culture before antibiotics, and consider screening for associated conditions such as hyperparathyroidism and haemochromatosis in younger patients.',
  ),
  film(
    'bank-msk-weber-b-ankle-fracture',
    'Weber B ankle fracture',
    msk('ankle', false, 'weber-b'),
    [
      'musculoskeletal',
      'ankle',
      '39 years',
      'female',
      'emergency',
      'Inversion injury on stairs; unable to weight-bear.',
    ],
    [
      'Oblique fracture of the distal fibula at the level of the syndesmosis',
      'Medial clear space widening',
      'Talar shift',
    ],
    'This is a mortise radiograph of the ankle. There is an oblique fracture of the distal fibula starting at the level of the tibial plafond, at the syndesmosis, with widening of the medial clear space and lateral shift of the talus. No medial malleolar fracture is seen, so the widening implies deltoid ligament rupture. This is a Weber B fracture with an unstable, bimalleolar-equivalent injury. I would recommend urgent orthopaedic referral for reduction and probable internal fixation, a backslab in the meantime, and check of the proximal fibula on a full-length view if the injury pattern is in doubt.',
  ),
  film(
    'bank-msk-hip-osteoarthritis',
    'Osteoarthritis of the hip',
    msk('pelvis', false, 'hip-osteoarthritis'),
    [
      'musculoskeletal',
      'right hip',
      '74 years',
      'male',
      'gp',
      'Groin pain and stiffness for a year.',
    ],
    [
      'Superolateral joint space narrowing of the right hip',
      'Osteophytes',
      'Subchondral sclerosis and cysts',
      'Left hip normal',
    ],
    'This is an AP radiograph of the pelvis. There is superolateral narrowing of the right hip joint space with marginal osteophytes, subchondral sclerosis and cysts on both sides of the joint. The femoral head keeps its shape. The left hip, sacroiliac joints and pubic rami are normal, with no fracture or focal bone lesion. Appearances are of osteoarthritis of the right hip. Management is conservative in the first instance, with referral for total hip replacement if pain and function justify it. Rapid progression or bone destruction would prompt a search for avascular necrosis, infection or neuropathic joint.',
  ),
  film(
    'bank-msk-lytic-metastasis-pathological-fracture',
    'Pathological fracture through a lytic metastasis',
    msk('shaft', false, 'lytic-pathological'),
    [
      'musculoskeletal',
      'humerus',
      '66 years',
      'female',
      'emergency',
      'Arm pain after lifting a kettle; previous lung cancer.',
    ],
    [
      'Ill-defined lytic lesion in the humeral diaphysis',
      'Wide zone of transition with cortical destruction',
      'Transverse fracture through the lesion',
    ],
    'This is a radiograph of the humerus. There is an ill-defined, permeative lytic lesion in the humeral diaphysis with a wide zone of transition and endosteal scalloping and cortical destruction. A transverse fracture passes through the lesion after minimal trauma. This is a pathological fracture through a lytic bone lesion. With a history of lung cancer, a metastasis is most likely; the differential includes myeloma and lymphoma. I would recommend orthopaedic referral for fixation, staging CT of the chest, abdomen and pelvis, and discussion with the acute oncology team about radiotherapy to the fracture site after fixation.',
  ),
  film(
    'bank-msk-normal-wrist',
    'Normal wrist after a fall',
    msk('wrist', false),
    [
      'musculoskeletal',
      'wrist',
      '31 years',
      'female',
      'emergency',
      'Fall onto an outstretched hand; mild snuffbox tenderness.',
    ],
    [
      'Scaphoid intact on all views',
      'Distal radius and ulna intact',
      'Carpal arcs (Gilula lines) smooth',
      'No joint effusion or soft-tissue swelling',
    ],
    'These are scaphoid views of the wrist. The scaphoid is intact on each projection. The distal radius and ulna are intact with normal radial inclination and volar tilt. The carpal arcs are smooth and unbroken, with no perilunate malalignment, and the soft tissues are normal. This is a normal wrist radiograph. Up to a fifth of scaphoid fractures are occult on the first films, so with snuffbox tenderness I would recommend immobilisation and MRI of the wrist, or repeat radiographs at 10 to 14 days where MRI is unavailable.',
    true,
  ),
  film(
    'bank-msk-normal-ankle',
    'Normal ankle',
    msk('ankle', false),
    [
      'musculoskeletal',
      'ankle',
      '26 years',
      'male',
      'emergency',
      'Twisted ankle playing football; lateral malleolar tenderness.',
    ],
    [
      'Malleoli intact',
      'Congruent mortise with an even clear space',
      'Base of the fifth metatarsal intact',
      'Talar dome intact',
    ],
    'This is a mortise radiograph of the ankle. The medial and lateral malleoli and the posterior malleolus are intact. The mortise is congruent with an even joint clear space, the talar dome is intact and the base of the fifth metatarsal, included on the film, shows no fracture. Only soft-tissue swelling is present over the lateral malleolus. This is a normal ankle radiograph. The injury is most likely a lateral ligament sprain; I would advise supportive management and early mobilisation, with review if the patient cannot weight-bear, when a stress view or MRI can assess for a syndesmotic or occult osteochondral injury.',
    true,
  ),
  film(
    'bank-msk-normal-pelvis',
    'Normal pelvis in an older patient after a fall',
    msk('pelvis', false),
    [
      'musculoskeletal',
      'hips',
      '86 years',
      'female',
      'emergency',
      'Fall at home; left groin pain and unable to weight-bear.',
    ],
    [
      'Shenton’s lines intact',
      'Femoral neck cortices and trabeculae intact',
      'Pubic rami and acetabula intact',
      'Sacral arcuate lines intact',
    ],
    'This is an AP radiograph of the pelvis. Shenton’s lines are intact, the femoral neck cortices and trabecular pattern are unbroken and there is no impaction. The pubic and ischial rami, acetabula and sacral arcuate lines are intact. There is mild degenerative change in both hips. This is a normal pelvic radiograph. A normal film does not exclude an occult hip fracture, and the patient cannot weight-bear, so I would recommend MRI of the hips, or CT if MRI is not available within 24 hours, as per NICE guidance, rather than discharge.',
    true,
  ),
  film(
    'bank-msk-paediatric-supracondylar-fracture',
    'Supracondylar fracture of the humerus',
    msk('elbow', true, 'supracondylar'),
    [
      'musculoskeletal',
      'elbow',
      '5 years',
      'male',
      'emergency',
      'Fell from monkey bars; swollen elbow.',
    ],
    [
      'Raised anterior and visible posterior fat pads',
      'Anterior humeral line passes anterior to the capitellum',
      'Subtle supracondylar fracture line',
    ],
    'This is a lateral radiograph of a child’s elbow. The anterior fat pad is raised and the posterior fat pad is visible, indicating an effusion. The anterior humeral line passes anterior to the middle third of the capitellum, indicating posterior displacement of the distal fragment, and a subtle fracture line crosses the supracondylar region. This is an extension-type supracondylar fracture of the humerus, the commonest elbow fracture in children. I would recommend assessment of the radial pulse and the median, radial and ulnar nerves, immobilisation, and urgent orthopaedic review, as displaced fractures need reduction and wire fixation.',
  ),
  film(
    'bank-msk-paediatric-salter-harris-ii',
    'Salter–Harris II fracture of the distal radius',
    msk('wrist', true, 'salter-harris-2'),
    [
      'musculoskeletal',
      'distal radius',
      '12 years',
      'male',
      'emergency',
      'Fell off a skateboard; wrist deformity.',
    ],
    [
      'Fracture through the distal radial physis',
      'Triangular metaphyseal fragment (Thurston Holland)',
      'Dorsal displacement of the epiphysis',
    ],
    'This is a radiograph of a child’s wrist. There is widening of the distal radial physis with a fracture extending into the metaphysis, producing a triangular metaphyseal fragment, the Thurston Holland fragment, and dorsal displacement of the epiphysis. The epiphysis itself is not fractured. This is a Salter–Harris type II fracture of the distal radius, the commonest physeal fracture. I would recommend reduction if displaced, immobilisation and fracture clinic follow-up. Prognosis is good, but physeal injuries can cause growth arrest, so follow-up should look for a physeal bar or limb-length discrepancy.',
  ),
  film(
    'bank-msk-paediatric-buckle-fracture',
    'Buckle fracture of the distal radius',
    msk('wrist', true, 'buckle'),
    [
      'musculoskeletal',
      'distal radius',
      '7 years',
      'female',
      'emergency',
      'Fall onto an outstretched hand at school.',
    ],
    [
      'Buckling of the dorsal cortex of the distal radial metaphysis',
      'No cortical breach or displacement',
      'Physis intact',
    ],
    'This is a radiograph of a child’s wrist. There is buckling of the cortex of the distal radial metaphysis, about 3 cm from the physis, without a cortical break, angulation or displacement. The physis and the ulna are intact. This is a buckle (torus) fracture of the distal radius, a stable compression injury of immature bone. Current evidence, including the FORCE trial, supports a removable splint or soft bandage for comfort with no routine fracture clinic follow-up or repeat imaging, and an early return to normal activities.',
  ),
  film(
    'bank-msk-paediatric-rickets',
    'Rickets',
    msk('wrist', true, 'rickets'),
    [
      'musculoskeletal',
      'wrists',
      '18 months',
      'male',
      'gp',
      'Delayed walking and bowed legs; exclusively breastfed without supplements.',
    ],
    [
      'Widened growth plates',
      'Cupping and fraying of the distal radial and ulnar metaphyses',
      'Generalised osteopenia',
    ],
    'This is a radiograph of an infant’s wrist. The distal radial and ulnar physes are widened, and the metaphyses are cupped, splayed and frayed. There is generalised osteopenia with a coarse trabecular pattern. There is no fracture or periosteal reaction. Appearances are of rickets, most likely nutritional vitamin D deficiency given the history. I would suggest serum calcium, phosphate, alkaline phosphatase, parathyroid hormone and 25-hydroxyvitamin D, and referral to the paediatric team; healing with treatment is seen as a dense zone of provisional calcification. Renal and hypophosphataemic causes should be considered if it fails to respond.',
  ),
  film(
    'bank-msk-paediatric-perthes-disease',
    'Perthes disease',
    msk('pelvis', true, 'perthes'),
    [
      'musculoskeletal',
      'left hip',
      '6 years',
      'male',
      'gp',
      'Limp and intermittent knee pain for two months.',
    ],
    [
      'Small, flattened and sclerotic left femoral epiphysis',
      'Subchondral lucent crescent',
      'Widened medial joint space',
    ],
    'This is an AP radiograph of a child’s pelvis. The left capital femoral epiphysis is smaller, flattened and sclerotic compared with the right, with a subchondral lucent crescent and widening of the medial joint space. The right hip is normal. Appearances are of Legg–Calvé–Perthes disease, idiopathic avascular necrosis of the femoral epiphysis. Knee pain is commonly referred from the hip. The differential in a younger child with bilateral symmetrical changes includes hypothyroidism and epiphyseal dysplasia. I would recommend a frog-leg lateral view and referral to paediatric orthopaedics, who will monitor containment of the femoral head.',
  ),
  film(
    'bank-msk-paediatric-toddler-fracture',
    'Toddler’s fracture of the tibia',
    msk('shaft', true, 'toddler'),
    [
      'musculoskeletal',
      'tibia',
      '2 years',
      'female',
      'emergency',
      'Refusing to weight-bear after twisting while running.',
    ],
    [
      'Subtle oblique lucency in the distal tibial diaphysis',
      'Fibula intact',
      'No periosteal reaction yet',
    ],
    'This is a radiograph of a toddler’s tibia and fibula. There is a subtle, undisplaced oblique lucency in the distal third of the tibial diaphysis, with the fibula intact and no periosteal reaction yet. This is a toddler’s fracture, a spiral fracture of the tibia from a twisting fall in a newly walking child. It may only be visible on one projection or only when healing. I would recommend a below-knee cast or boot for comfort. In a non-ambulant child, or with an inconsistent history, a fracture should prompt consideration of non-accidental injury.',
  ),
  film(
    'bank-msk-paediatric-non-ossifying-fibroma',
    'Non-ossifying fibroma',
    msk('knee', true, 'non-ossifying-fibroma'),
    [
      'musculoskeletal',
      'distal femur',
      '13 years',
      'female',
      'emergency',
      'Knee twisted playing netball; lesion noticed incidentally.',
    ],
    [
      'Eccentric, well-defined lucent lesion in the distal femoral metaphysis',
      'Thin sclerotic, scalloped margin',
      'No periosteal reaction or soft-tissue mass',
    ],
    'This is an AP radiograph of a child’s knee. There is an eccentric, well-defined lucent lesion in the distal femoral metaphysis, based on the cortex, with a thin sclerotic, scalloped margin. There is no periosteal reaction, cortical breach, matrix or soft-tissue mass, and no fracture. Appearances are typical of a non-ossifying fibroma, a benign fibrous cortical defect common in adolescents that regresses with age. This is a do-not-touch lesion: no biopsy or further imaging is needed. Orthopaedic review is only warranted if it is large enough to risk pathological fracture.',
  ),
  film(
    'bank-msk-normal-paediatric-elbow',
    'Normal elbow in a child',
    msk('elbow', true),
    [
      'musculoskeletal',
      'elbow',
      '4 years',
      'female',
      'emergency',
      'Pulled by the arm while crossing a road; not using the arm.',
    ],
    [
      'No elevated or posterior fat pad',
      'Anterior humeral line through the middle third of the capitellum',
      'Radiocapitellar line intact',
      'Ossification centres appropriate for age',
    ],
    'This is a lateral radiograph of a child’s elbow. There is no joint effusion: the anterior fat pad lies flat and the posterior fat pad is not seen. The anterior humeral line passes through the middle third of the capitellum and the radiocapitellar line is intact. The ossification centres present, the capitellum and radial head, are appropriate for age. No fracture is seen. This is a normal elbow radiograph. With a history of traction, the likely diagnosis is a pulled elbow (radial head subluxation), which is not visible radiographically and is treated by reduction with supination or pronation.',
    true,
  ),
];

/** The exam bank's short cases, in two categories; the draw in lib/practice picks across them. */
export const practiceFilmCategories: { slug: string; name: string; cases: PracticeFilmCase[] }[] = [
  {
    slug: 'exam-bank-chest-radiographs',
    name: 'Exam bank: chest radiographs',
    cases: chestFilms,
  },
  {
    slug: 'exam-bank-musculoskeletal-radiographs',
    name: 'Exam bank: musculoskeletal radiographs',
    cases: mskFilms,
  },
];

function longCase(
  slug: string,
  name: string,
  modality: DemoCaseFacts['modality'],
  series: SeriesStudy,
  slices: number,
  keySlice: number,
  header: Header,
  keyFindings: string[],
  parts: [
    observations: string,
    interpretation: string,
    diagnosis: string,
    differential: string,
    management: string,
  ],
): PracticeLongCase {
  const [o, i, d, dd, m] = parts;
  return {
    slug,
    name,
    series,
    slices,
    keySlice,
    answer: `Observations: ${o}\n\nInterpretation: ${i}\n\nPrincipal diagnosis: ${d}\n\nDifferential diagnosis: ${dd}\n\nFurther management: ${m}`,
    facts: { ...facts(header, modality, keyFindings), normal: false },
  };
}

const longCases: PracticeLongCase[] = [
  longCase(
    'bank-long-glioblastoma',
    'Glioblastoma crossing the corpus callosum',
    'MR',
    { kind: 'axial', anatomy: 'brain', modality: 'MR', lesion: 'glioblastoma' },
    20,
    11,
    [
      'neuro',
      'right frontal lobe and corpus callosum',
      '63 years',
      'male',
      'emergency',
      'Three weeks of headache, personality change and a first seizure.',
    ],
    [
      'Heterogeneous rim-enhancing right frontal mass with a necrotic centre',
      'Extension across the genu of the corpus callosum',
      'Surrounding vasogenic oedema',
      'Mass effect with midline shift and subfalcine herniation',
    ],
    [
      'Axial post-contrast T1-weighted MR series of the brain. There is a large heterogeneous mass in the right frontal lobe with thick, irregular rim enhancement and a central non-enhancing necrotic component. It extends across the genu of the corpus callosum into the left frontal lobe. There is extensive surrounding vasogenic oedema, effacement of the right lateral ventricle and about 8 mm of leftward midline shift. No other lesion is seen and there is no hydrocephalus.',
      'A solitary, necrotic, rim-enhancing intra-axial mass crossing the corpus callosum in a man in his sixties is characteristic of a high-grade glial tumour. The butterfly pattern makes metastasis and abscess less likely.',
      'Glioblastoma (IDH-wildtype, WHO grade 4) of the right frontal lobe crossing the corpus callosum.',
      'Primary CNS lymphoma, which usually enhances homogeneously and restricts diffusion; solitary metastasis; cerebral abscess, which has a smooth thin rim and central diffusion restriction; tumefactive demyelination.',
      'Urgent referral to the neuro-oncology multidisciplinary team. Dexamethasone for oedema and antiepileptic medication. Complete the MR study with diffusion, perfusion and spectroscopy, and CT of the chest, abdomen and pelvis if metastasis is a concern. Neurosurgical biopsy or maximal safe resection, followed by chemoradiotherapy with temozolomide. Advise the patient not to drive and inform the DVLA.',
    ],
  ),
  longCase(
    'bank-long-pancreatic-head-carcinoma',
    'Pancreatic head adenocarcinoma',
    'CT',
    { kind: 'axial', anatomy: 'upper-abdomen', modality: 'CT', lesion: 'pancreatic-head-mass' },
    18,
    10,
    [
      'abdominal',
      'pancreatic head',
      '69 years',
      'female',
      'gp',
      'Painless jaundice and weight loss; new-onset diabetes.',
    ],
    [
      'Hypoattenuating mass in the pancreatic head',
      'Dilated common bile duct and pancreatic duct (double duct sign)',
      'Intrahepatic biliary dilatation',
      'Less than 180° contact with the superior mesenteric artery',
      'No liver metastases',
    ],
    [
      'Axial portal venous phase CT series of the upper abdomen. There is an ill-defined hypoattenuating mass in the pancreatic head measuring about 3 cm. The common bile duct and main pancreatic duct are both dilated to the level of the mass, with intrahepatic biliary dilatation and a distended gallbladder. The body and tail of the pancreas are atrophic. The mass abuts the superior mesenteric vein over less than 180° and a fat plane is preserved around the superior mesenteric artery. There are no liver lesions, ascites or peritoneal nodules.',
      'A hypoattenuating pancreatic head mass with a double duct sign and upstream atrophy in an older patient with painless jaundice is typical of ductal adenocarcinoma. Without arterial encasement or metastases it may be resectable.',
      'Pancreatic ductal adenocarcinoma of the head, potentially resectable.',
      'Distal cholangiocarcinoma, ampullary carcinoma, focal autoimmune pancreatitis (IgG4), pancreatic neuroendocrine tumour (usually hyperenhancing) and mass-forming chronic pancreatitis.',
      'Discussion at the hepatopancreatobiliary cancer multidisciplinary meeting. Dedicated pancreatic protocol CT of the chest, abdomen and pelvis for staging, CA 19-9, and EUS-guided biopsy if neoadjuvant therapy is planned. Biliary drainage, preferably by ERCP stenting, only if surgery will be delayed or there is cholangitis. Consider PET-CT. Assess fitness for pancreaticoduodenectomy.',
    ],
  ),
  longCase(
    'bank-long-renal-cell-carcinoma-ivc',
    'Renal cell carcinoma with tumour thrombus in the IVC',
    'CT',
    { kind: 'axial', anatomy: 'kidneys', modality: 'CT', lesion: 'renal-mass-ivc' },
    20,
    10,
    [
      'genitourinary',
      'right kidney and inferior vena cava',
      '61 years',
      'male',
      'gp',
      'Visible haematuria and a new right-sided varicocele.',
    ],
    [
      'Heterogeneous enhancing mass in the right kidney',
      'Expansion of the right renal vein by enhancing tumour thrombus',
      'Thrombus extending up the IVC into its intrahepatic segment, below the diaphragm',
      'Normal left kidney',
    ],
    [
      'Axial contrast-enhanced CT series through the kidneys. There is a large heterogeneous enhancing mass arising from the lower pole and interpolar region of the right kidney with areas of necrosis. The right renal vein is expanded by enhancing soft tissue that extends into the inferior vena cava and up to the intrahepatic IVC, below the level of the hepatic veins. There are enlarged right para-aortic lymph nodes. The left kidney, adrenal glands and liver appear normal.',
      'A heterogeneous enhancing solid renal mass with enhancing venous thrombus is characteristic of renal cell carcinoma, most likely clear cell, with tumour (rather than bland) thrombus because it enhances and expands the vein.',
      'Right renal cell carcinoma with tumour thrombus extending into the intrahepatic IVC below the diaphragm (Mayo level III), clinical stage at least T3b.',
      'Transitional cell carcinoma of the renal pelvis invading the kidney (usually central and infiltrative, rarely with IVC thrombus), lymphoma, metastasis and, in a younger patient, an oncocytoma, which does not invade veins.',
      'Complete staging with CT of the chest for pulmonary metastases. Discuss urgently at the urology cancer multidisciplinary meeting. MRI of the IVC to define the upper extent of the thrombus relative to the hepatic veins and right atrium for surgical planning. Radical nephrectomy with IVC thrombectomy, possibly with vascular or cardiothoracic surgeons, if fit.',
    ],
  ),
  longCase(
    'bank-long-lung-cancer-nodal-disease',
    'Right upper lobe carcinoma with mediastinal nodes',
    'CT',
    { kind: 'axial', anatomy: 'thorax', modality: 'CT', lesion: 'lung-mass-nodes' },
    20,
    8,
    [
      'chest',
      'right upper lobe and mediastinum',
      '67 years',
      'female',
      'gp',
      'Persistent cough and weight loss; 45 pack-year smoker.',
    ],
    [
      'Spiculated right upper lobe mass',
      'Enlarged right paratracheal and subcarinal lymph nodes',
      'No pleural effusion',
      'Emphysema in both upper lobes',
    ],
    [
      'Axial contrast-enhanced CT series of the thorax, displayed on lung and soft-tissue windows. There is a 4.5 cm spiculated soft-tissue mass in the posterior segment of the right upper lobe, with pleural tethering but no chest wall invasion. There are enlarged right lower paratracheal (station 4R) and subcarinal (station 7) lymph nodes, up to 18 mm short axis. There is centrilobular emphysema in both upper lobes. No pleural effusion, contralateral nodule or bone destruction is seen.',
      'A spiculated lung mass in a heavy smoker is highly suspicious of primary bronchogenic carcinoma; the enlarged ipsilateral mediastinal and subcarinal nodes indicate N2 disease if confirmed.',
      'Primary non-small cell lung cancer of the right upper lobe, staged at least T2b N2 on CT.',
      'Other primary lung malignancies such as carcinoid, a solitary metastasis, organising pneumonia and granulomatous infection such as tuberculosis, which can also cause lymphadenopathy.',
      'Refer on the lung cancer pathway to the multidisciplinary team. PET-CT for nodal and distant staging, MRI of the brain if curative treatment is considered, and EBUS-guided sampling of stations 4R and 7 to confirm N2 disease and give a tissue diagnosis with molecular markers. Pulmonary function tests. Treatment with N2 disease is usually chemoradiotherapy or neoadjuvant systemic therapy.',
    ],
  ),
  longCase(
    'bank-long-oropharyngeal-carcinoma-node',
    'Oropharyngeal carcinoma with a necrotic neck node',
    'CT',
    { kind: 'axial', anatomy: 'neck', modality: 'CT', lesion: 'necrotic-node' },
    16,
    9,
    [
      'head-and-neck',
      'left tonsil and level II',
      '52 years',
      'male',
      'outpatient',
      'Painless lump in the left neck for two months; non-smoker.',
    ],
    [
      'Enhancing mass of the left palatine tonsil',
      'Cystic-necrotic left level II lymph node',
      'Airway patent',
      'No bone invasion',
    ],
    [
      'Axial contrast-enhanced CT series of the neck. There is an enhancing soft-tissue mass in the left palatine tonsil, about 2.5 cm, effacing the left parapharyngeal fat but not crossing the midline. There is a 3.5 cm left level II lymph node with a thin enhancing rim and a cystic-necrotic centre. The airway is patent. There is no mandibular erosion, and the carotid artery is not encased.',
      'A tonsillar mass with a cystic necrotic level II node in a middle-aged non-smoker strongly suggests human papillomavirus-associated squamous cell carcinoma of the oropharynx. A cystic node in an adult should be presumed malignant rather than a branchial cleft cyst.',
      'Squamous cell carcinoma of the left tonsil (oropharynx), likely HPV-associated, with a left level II nodal metastasis.',
      'Lymphoma of Waldeyer’s ring, tonsillar abscess with reactive nodes (the clinical picture is not infective), second branchial cleft cyst (diagnosis of exclusion in adults) and metastatic papillary thyroid carcinoma to a cystic node.',
      'Refer to the head and neck cancer multidisciplinary team. Ultrasound-guided fine-needle aspiration or core biopsy of the node with p16 and HPV testing, and examination under anaesthesia with tonsil biopsy. Staging with MRI of the neck for local extent and CT of the chest, or PET-CT. Dental assessment before radiotherapy.',
    ],
  ),
  longCase(
    'bank-long-epidural-metastasis-cord-compression',
    'Vertebral metastasis with epidural cord compression',
    'MR',
    { kind: 'axial', anatomy: 'spine', modality: 'MR', lesion: 'epidural-metastasis' },
    16,
    8,
    [
      'musculoskeletal',
      'thoracic spine (T8)',
      '74 years',
      'male',
      'emergency',
      'Known prostate cancer; back pain, leg weakness and urinary hesitancy for two days.',
    ],
    [
      'Abnormal signal replacing the T8 vertebral body and left pedicle',
      'Enhancing epidural soft tissue',
      'Compression and displacement of the spinal cord',
      'Cord signal change at the level of compression',
    ],
    [
      'Axial T2-weighted MR series through the thoracic spine. At T8 the normal marrow signal of the vertebral body and left pedicle is replaced by abnormal tissue, which extends into the epidural space anteriorly and on the left. The epidural soft tissue compresses the spinal cord and displaces it to the right, effacing the CSF around it over three slices. The cord shows increased T2 signal at the level of compression. The vertebral levels above and below have normal marrow signal on this series.',
      'Destruction of a vertebral body and pedicle with an epidural mass in a patient with known prostate cancer and new neurological deficit is metastatic epidural spinal cord compression.',
      'Metastatic spinal cord compression at T8 from prostate cancer.',
      'Other metastases or myeloma, spinal lymphoma, and infection (spondylodiscitis with epidural abscess, which typically involves the disc and adjacent end plates rather than sparing the disc).',
      'This is an oncological emergency: inform the clinical team immediately. Dexamethasone 16 mg daily with gastric protection, flat bed rest if there is spinal instability, and urgent referral to the acute oncology and spinal surgical teams on the metastatic spinal cord compression pathway for decompressive surgery or radiotherapy within 24 hours. Whole-spine MRI, as a third of patients have disease at more than one level.',
    ],
  ),
  longCase(
    'bank-long-acute-cholecystitis',
    'Acute calculous cholecystitis',
    'US',
    { kind: 'us-sweep', lesion: 'cholecystitis' },
    14,
    7,
    [
      'abdominal',
      'gallbladder',
      '46 years',
      'female',
      'emergency',
      'Right upper quadrant pain for 24 hours, fever and vomiting; positive Murphy’s sign.',
    ],
    [
      'Distended gallbladder with a thickened wall over 3 mm',
      'Multiple mobile echogenic gallstones with posterior acoustic shadowing',
      'A stone impacted in the gallbladder neck',
      'Pericholecystic fluid',
    ],
    [
      'Sweep of transverse and oblique ultrasound images through the gallbladder. The gallbladder is distended with a diffusely thickened, layered wall of about 6 mm. There are multiple echogenic calculi with posterior acoustic shadowing, one impacted in the gallbladder neck. There is a thin rim of pericholecystic fluid. The common bile duct measured 5 mm and was not dilated. The sonographer recorded a positive sonographic Murphy’s sign.',
      'Gallstones with an impacted neck stone, wall thickening, distension, pericholecystic fluid and a positive sonographic Murphy’s sign fulfil the criteria for acute calculous cholecystitis. There is no biliary dilatation to suggest choledocholithiasis.',
      'Acute calculous cholecystitis.',
      'Gallbladder wall thickening from other causes such as hepatitis, cardiac failure and hypoalbuminaemia (usually without distension or a positive Murphy’s sign); acalculous cholecystitis in critically ill patients; gallbladder carcinoma; and complications such as gangrenous or emphysematous cholecystitis or perforation.',
      'Intravenous antibiotics, fluids and analgesia. Referral to the surgical team for early laparoscopic cholecystectomy, ideally within a week of presentation. CT if there is concern for perforation, abscess or gangrene, and MRCP if liver function tests or duct calibre suggest choledocholithiasis. Percutaneous cholecystostomy if the patient is too unwell for surgery.',
    ],
  ),
  longCase(
    'bank-long-parathyroid-adenoma',
    'Parathyroid adenoma on sestamibi SPECT',
    'NM',
    { kind: 'spect', lesion: 'parathyroid-adenoma' },
    16,
    9,
    [
      'head-and-neck',
      'left inferior parathyroid',
      '58 years',
      'female',
      'outpatient',
      'Primary hyperparathyroidism with renal stones; calcium 2.9 mmol/L.',
    ],
    [
      'Focal sestamibi retention below the left thyroid lobe',
      'Persists on delayed imaging while thyroid activity washes out',
      'No ectopic mediastinal focus',
    ],
    [
      'Axial Tc-99m sestamibi SPECT series from the mandible to the aortic arch, delayed phase. There is physiological activity in the salivary glands and a faint thyroid outline. There is a focus of persistent tracer retention posterior and inferior to the lower pole of the left thyroid lobe on several consecutive slices. No ectopic focus is seen in the mediastinum.',
      'Sestamibi is retained by the mitochondria-rich cells of hyperfunctioning parathyroid tissue after thyroid activity has washed out. A single persistent focus at the lower pole of a thyroid lobe in primary hyperparathyroidism indicates a single-gland adenoma.',
      'Left inferior parathyroid adenoma.',
      'A thyroid nodule retaining sestamibi (false positive), parathyroid hyperplasia or a double adenoma (multiple foci), parathyroid carcinoma (rare, very high calcium), and a metastatic lymph node.',
      'Correlate with neck ultrasound to localise the gland and exclude a thyroid nodule; concordant ultrasound and sestamibi allow a focused minimally invasive parathyroidectomy. If discordant, 4D-CT or choline PET-CT. Referral to the endocrine surgeon, with intraoperative parathyroid hormone monitoring.',
    ],
  ),
];

/** The long cases, each with a series of slices in case_images. */
export const practiceLongCategory = {
  slug: 'exam-bank-long-cases',
  name: 'Exam bank: long cases',
  cases: longCases,
};

/** Where a long case's slice is stored; slices count from 1, as case_images positions do. */
export function seriesImagePath(caseSlug: string, slice: number): string {
  return `/demo/series/${caseSlug}/${String(slice).padStart(2, '0')}.webp`;
}

/** Where an exam-bank film is stored. */
export function practiceFilmImagePath(caseSlug: string): string {
  return `/demo/bank/${caseSlug.replace(/^bank-/, '')}.webp`;
}
