import { section, type InspectionTemplate } from './types';

/** A quick look for wholesale-bound or late-model units: about 20 items. */
export const EXPRESS_INSPECTION: InspectionTemplate = {
  key: 'express',
  name: 'Express',
  requiresFeature: null,
  sections: [
    section('Exterior', ['Body panels', 'Paint', 'Glass', 'Exterior lights', 'Tire tread', 'Wiper blades']),
    section('Interior', [
      'Seats and upholstery',
      'Dashboard warning lights',
      'Air conditioning',
      'Audio system',
      'Odor',
    ]),
    section('Under the hood', ['Engine oil level', 'Coolant level', 'Brake pads', 'Battery', 'Belts and hoses']),
    section('Road test', ['Engine starts', 'Transmission shifts', 'Brakes stop straight', 'Steering and alignment']),
  ],
};
