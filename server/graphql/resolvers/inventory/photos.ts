import type { MutationResolvers, Resolvers } from '../../../../graphql/generated/resolvers';
import { photoThumbnailUrl, photoUrl } from '../../../../src/shared/inventory/photos';
import {
  deleteVehiclePhoto,
  reorderVehiclePhotos,
  setMainVehiclePhoto,
} from '../../../services/vehicle-photos/arrange';
import { requireOperation } from '../../access';
import type { GraphQLContext } from '../../context';

const arranger = (context: GraphQLContext) => requireOperation(context, 'changeVehiclePhotos');

// Uploads are not here: files go to POST /api/vehicles/:id/photos (server/http/vehicle-photos.ts).
export const VehiclePhotoMutations: MutationResolvers = {
  reorderVehiclePhotos: async (_parent, { vehicleId, photoIds }, context) =>
    reorderVehiclePhotos({ db: context.db, viewer: await arranger(context), vehicleId, photoIds }),
  setMainVehiclePhoto: async (_parent, { id }, context) =>
    setMainVehiclePhoto({ db: context.db, viewer: await arranger(context), id }),
  deleteVehiclePhoto: async (_parent, { id }, context) =>
    deleteVehiclePhoto({ db: context.db, viewer: await arranger(context), id }),
};

const VehiclePhoto: Resolvers['VehiclePhoto'] = {
  url: (photo) => photoUrl(photo.id),
  thumbnailUrl: (photo) => photoThumbnailUrl(photo.id),
};

export const VehiclePhotoTypes: Pick<Resolvers, 'VehiclePhoto'> = { VehiclePhoto };
