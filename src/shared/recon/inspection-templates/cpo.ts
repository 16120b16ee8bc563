import { STANDARD_SECTIONS } from './standard';
import { section, type InspectionTemplate } from './types';

/** The certified pre-owned inspection: the standard sections and six more, 150+ items. Needs the `cpo` feature. */
export const CPO_INSPECTION: InspectionTemplate = {
  key: 'cpo',
  name: 'Certified pre-owned',
  requiresFeature: 'cpo',
  sections: [
    section('Documents and history', [
      'Vehicle history report', 'Title status', 'Open recalls', 'Service records', 'Owner manuals', 'Odometer matches records',
      'Emissions compliance', 'Warranty eligibility', 'Number of keys', 'VIN plates match', 'Frame damage history', 'Flood history',
      'Lien status', 'Registration', 'Previous use', 'Certification age and mileage limits',
    ]),
    ...STANDARD_SECTIONS,
    section('Powertrain', [
      'Engine compression', 'Engine noise', 'Turbocharger', 'Fuel system', 'Ignition system', 'Exhaust system', 'Catalytic converter',
      'Oxygen sensors', 'Transmission operation', 'Transmission mounts', 'Driveshaft', 'CV joints', 'Differential', 'Transfer case',
      'Axle seals', 'Clutch',
    ]),
    section('Chassis and suspension', [
      'Frame rails', 'Subframe', 'Front shocks', 'Rear shocks', 'Struts', 'Springs', 'Control arms', 'Ball joints', 'Tie rod ends',
      'Sway bar links', 'Wheel bearings', 'Steering rack', 'Alignment', 'Brake lines', 'Fuel lines', 'Underbody corrosion',
    ]),
    section('Electronics and safety', [
      'Airbag system', 'ABS system', 'Stability control', 'Backup camera', 'Parking sensors', 'Blind spot monitor', 'Lane keeping',
      'Adaptive cruise', 'Tire pressure monitors', 'Navigation', 'Bluetooth', 'USB ports', 'Heated seats', 'Sunroof', 'Remote start',
      'Diagnostic trouble codes',
    ]),
    section('Cosmetic standard', [
      'Paint meter readings', 'Dents', 'Scratches', 'Chips', 'Trim', 'Moldings', 'Emblems', 'Wheel curb rash', 'Headlight clarity',
      'Interior wear', 'Stains', 'Burns or tears', 'Dash cracks', 'Door panels', 'Cargo area', 'Smoke odor',
    ]),
    section('Final certification', [
      'Detail complete', 'Full tank or charge', 'Fluids topped off', 'Software updates', 'Tire tread above certification minimum',
      'Brake life above certification minimum', 'Road test sign-off', 'Technician sign-off', 'Manager sign-off', 'Certification decal',
      'Warranty booklet', 'Roadside assistance card', 'Two keys present', 'Floor mats present', 'Owner portal enrolment', 'Photos retaken',
    ]),
  ],
};
