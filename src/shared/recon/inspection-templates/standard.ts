import { section, type InspectionTemplate } from './types';

/** The standard retail inspection: about 60 items in six sections. */
export const STANDARD_SECTIONS = [
  section('Exterior', ['Hood', 'Roof', 'Trunk or tailgate', 'Front bumper', 'Rear bumper', 'Doors', 'Fenders', 'Paint finish', 'Windshield', 'Side and rear glass']),
  section('Lights and electrical', ['Headlights', 'High beams', 'Fog lights', 'Turn signals', 'Brake lights', 'Reverse lights', 'Horn', 'Power windows', 'Power locks', 'Battery and charging']),
  section('Interior', ['Driver seat', 'Passenger seats', 'Seat belts', 'Carpet and mats', 'Headliner', 'Instrument cluster', 'Climate control', 'Infotainment', 'Keys and remotes', 'Interior odor']),
  section('Under the hood', ['Engine oil', 'Coolant', 'Brake fluid', 'Power steering fluid', 'Transmission fluid', 'Drive belts', 'Hoses', 'Air filter', 'Engine mounts', 'Leaks']),
  section('Tires and brakes', ['Front left tire', 'Front right tire', 'Rear left tire', 'Rear right tire', 'Spare tire and jack', 'Front brake pads', 'Rear brake pads', 'Rotors', 'Parking brake', 'Wheels and lug nuts']),
  section('Road test', ['Cold start', 'Idle', 'Acceleration', 'Transmission shifts', 'Braking', 'Steering', 'Suspension noise', 'Cruise control', 'Wind and road noise', 'Warning lights after drive']),
];

export const STANDARD_INSPECTION: InspectionTemplate = { key: 'standard', name: 'Standard', requiresFeature: null, sections: STANDARD_SECTIONS };
