// The photo endpoints attacked: every member kind, API tokens of each scope and of another
// organization, a cross-site form post, files that are not photos or are too big or too many.
// Each refusal answers its status and code and stores nothing (every table compared whole).
import { request as httpRequest } from 'node:http';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { vehiclePhotos } from '../../../server/db/schema';
import { PHOTO_LIMITS, photoPath } from '../../../src/shared/inventory/photos';
import {
  BROWSER_UPLOAD,
  cameraJpeg,
  fetchPhoto,
  gifFile,
  heicFile,
  imageBomb,
  pngFile,
  uploadPhotos,
  type UploadFile,
} from '../support/photos';
import {
  attempt,
  bearer,
  CREATE_TOKEN,
  database,
  dig,
  gql,
  ids,
  main,
  must,
  request,
  secrets,
  session,
  useSecuritySuite,
  type Answer,
} from './support';

useSecuritySuite();

const target = { vehicle: '', photo: '', writeToken: '' };
const asAnswer = (reply: { status: number; body: Record<string, unknown> }): Answer => ({
  ...reply.body,
  status: reply.status,
  headers: new Headers(),
  body: JSON.stringify(reply.body),
});
const upload = (files: UploadFile[], headers: Record<string, string>, vehicleId = target.vehicle) =>
  uploadPhotos(main.baseUrl, vehicleId, files, headers).then(asAnswer);
const photosOfTarget = () =>
  database.db
    .select()
    .from(vehiclePhotos)
    .where(eq(vehiclePhotos.vehicleId, target.vehicle))
    .orderBy(asc(vehiclePhotos.id));
const browser = async (email: string) => ({ ...(await session(email)), ...BROWSER_UPLOAD });

beforeAll(async () => {
  const [seeded] = await database.db
    .select()
    .from(vehiclePhotos)
    .where(and(eq(vehiclePhotos.organizationId, ids.demoOrganization), eq(vehiclePhotos.isMain, true)))
    .limit(1);
  target.vehicle = seeded!.vehicleId;
  target.photo = seeded!.id;
  const created = must(
    await gql(
      CREATE_TOKEN,
      { input: { name: 'Photo feed', scopes: ['read', 'write'] } },
      await session('owner@demo.test'),
    ),
    'write token',
  );
  target.writeToken = dig(created, 'createApiToken.secret') as string;
});

/** Runs a refused upload and checks its answer, and that no row anywhere changed. */
async function refusedUpload(
  attack: string,
  run: () => Promise<Answer>,
  status: number,
  error: string,
  message?: string,
) {
  const before = await photosOfTarget();
  const { answer, stored } = await attempt(`photos: ${attack}`, run);
  expect([answer.status, answer.error, stored]).toEqual([status, error, 0]);
  if (message) expect(answer.message).toBe(message);
  expect(await photosOfTarget()).toEqual(before);
}

describe('who may upload', () => {
  it.each([['owner@demo.test'], ['editor@demo.test'], ['admin@demo.test']])(
    '%s (changes inventory) uploads: 201',
    async (email) => {
      const { answer, stored } = await attempt(`photos: upload as ${email}`, async () =>
        upload([await cameraJpeg(60, 40)], await browser(email)),
      );
      expect([answer.status, stored]).toEqual([201, 1]);
    },
  );

  it('an API token with the write scope uploads without the browser header: 201', async () => {
    const { answer } = await attempt('photos: upload with a write token', async () =>
      upload([await cameraJpeg(60, 40)], bearer(target.writeToken)),
    );
    expect(answer.status).toBe(201);
  });

  it.each([['viewer@demo.test'], ['user@demo.test'], ['agent@demo.test']])(
    '%s (may not change inventory) is refused: 403',
    async (email) => {
      await refusedUpload(
        `upload as ${email}`,
        async () => upload([await cameraJpeg()], await browser(email)),
        403,
        'FORBIDDEN',
      );
    },
  );

  it('anyone not signed in is refused: 401', async () => {
    await refusedUpload(
      'upload anonymously',
      async () => upload([await cameraJpeg()], BROWSER_UPLOAD),
      401,
      'UNAUTHORIZED',
      'Sign in to continue.',
    );
  });

  it('a read-only token is refused: 403; an unknown token: 401', async () => {
    await refusedUpload(
      'upload with a read token',
      async () => upload([await cameraJpeg()], bearer(secrets.demoReadToken)),
      403,
      'FORBIDDEN',
      'This API token may only read. Create a token with the write scope to change data.',
    );
    await refusedUpload(
      'upload with an unknown token',
      async () => upload([await cameraJpeg()], bearer('lw_not_a_real_token')),
      401,
      'UNAUTHORIZED',
      'This API token is not valid: it is unknown, revoked or expired.',
    );
  });

  it('a cross-site form post (the session cookie without the upload header) is refused: 403', async () => {
    await refusedUpload(
      'cross-site form post with the cookie',
      async () =>
        upload([await cameraJpeg()], { ...(await session('owner@demo.test')), origin: 'https://evil.example' }),
      403,
      'FORBIDDEN',
      'Uploads signed in with the session cookie must carry the x-lotwise-upload header.',
    );
  });

  it('another organization’s OWNER and write token get 404 for Demo Motors’ vehicle', async () => {
    const notFound = 'No vehicle with this id in your inventory.';
    await refusedUpload(
      'upload to a Demo vehicle as Rival’s OWNER',
      async () => upload([await cameraJpeg()], await browser('owner@rival.test')),
      404,
      'NOT_FOUND',
      notFound,
    );
    await refusedUpload(
      'upload to a Demo vehicle with Rival’s write token',
      async () => upload([await cameraJpeg()], bearer(secrets.rivalWriteToken)),
      404,
      'NOT_FOUND',
      notFound,
    );
    await refusedUpload(
      'upload to a vehicle id that is no uuid',
      async () => upload([await cameraJpeg()], await browser('owner@demo.test'), "1' or '1'='1"),
      404,
      'NOT_FOUND',
      notFound,
    );
  });
});

describe('what may be uploaded', () => {
  it('a GIF, an iPhone HEIC and a text file are refused as 415', async () => {
    const owner = await browser('owner@demo.test');
    await refusedUpload('upload a GIF', async () => upload([await gifFile()], owner), 415, 'UNSUPPORTED_MEDIA_TYPE');
    await refusedUpload(
      'upload a HEIC',
      async () => upload([heicFile()], owner),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      '"IMG_0002.HEIC" is not a JPEG, PNG, WebP or AVIF image. iPhone HEIC photos: set Settings › Camera › Formats to "Most Compatible", or share them as JPEG.',
    );
    await refusedUpload(
      'upload a script named .jpg',
      async () =>
        upload([{ name: 'x.jpg', type: 'image/jpeg', bytes: Buffer.from('<script>alert(1)</script>') }], owner),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('a good photo with a bad one stores neither', async () => {
    await refusedUpload(
      'upload a PNG and a GIF together',
      async () => upload([await pngFile(50, 50), await gifFile()], await browser('owner@demo.test')),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('a body that is not multipart is refused as 415', async () => {
    const owner = await browser('owner@demo.test');
    await refusedUpload(
      'upload as JSON',
      () =>
        request(`${main.baseUrl}${photoPath(target.vehicle)}`, {
          method: 'POST',
          headers: { ...owner, 'content-type': 'application/json' },
          body: '{"photos":[]}',
        }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the photos as multipart/form-data, each file in the field "photos".',
    );
  });

  it('a truncated JPEG is refused as 400', async () => {
    const whole = await cameraJpeg(800, 600);
    const truncated = { ...whole, name: 'cut.jpg', bytes: whole.bytes.subarray(0, Math.floor(whole.bytes.length / 2)) };
    await refusedUpload(
      'upload a truncated JPEG',
      async () => upload([truncated], await browser('owner@demo.test')),
      400,
      'BAD_REQUEST',
      '"cut.jpg" could not be read: the file is damaged or incomplete.',
    );
  });

  it(`a file over ${PHOTO_LIMITS.maxFileBytes / 1024 / 1024} MB is refused as 413`, async () => {
    const small = await cameraJpeg();
    const huge = {
      ...small,
      name: 'huge.jpg',
      bytes: Buffer.concat([small.bytes, Buffer.alloc(PHOTO_LIMITS.maxFileBytes)]),
    };
    await refusedUpload(
      'upload a 15 MB+ file',
      async () => upload([huge], await browser('owner@demo.test')),
      413,
      'PAYLOAD_TOO_LARGE',
      '"huge.jpg" is over 15 MB, the limit for one photo.',
    );
  });

  it(`an image bomb (a small file declaring more than ${PHOTO_LIMITS.maxInputPixels / 1e6} megapixels) is refused as 413 naming the limit, in every format taken`, async () => {
    const owner = await browser('owner@demo.test');
    const bombs: [UploadFile, string][] = [
      [
        await imageBomb('png', 12_000, 12_000),
        '"bomb.png" has 144 megapixels (12000 × 12000); the limit is 60 megapixels.',
      ],
      [
        await imageBomb('jpeg', 12_000, 12_000),
        '"bomb.jpg" has 144 megapixels (12000 × 12000); the limit is 60 megapixels.',
      ],
      [
        await imageBomb('webp', 16_383, 16_383),
        '"bomb.webp" has 268 megapixels (16383 × 16383); the limit is 60 megapixels.',
      ],
      // One pixel over the limit: the limit itself is the line.
      [await imageBomb('png', 7_746, 7_746), '"bomb.png" has 60 megapixels (7746 × 7746); the limit is 60 megapixels.'],
    ];
    for (const [bomb, message] of bombs) {
      expect(bomb.bytes.length, 'a bomb is a small file').toBeLessThan(1024);
      await refusedUpload(
        `upload an image bomb ${bomb.name} (${message.split(' (')[0]})`,
        async () => upload([bomb], owner),
        413,
        'PAYLOAD_TOO_LARGE',
        message,
      );
    }
  });

  it('a body declaring more than all the files allowed is refused as 413 before it is read', async () => {
    const headers = {
      ...(await browser('owner@demo.test')),
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(2 ** 31),
    };
    await refusedUpload(
      'upload declaring a 2 GB body',
      () =>
        new Promise<Answer>((resolve, reject) => {
          const url = new URL(`${main.baseUrl}${photoPath(target.vehicle)}`);
          const outgoing = httpRequest(url, { method: 'POST', headers }, (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () => {
              outgoing.destroy();
              resolve({
                ...(JSON.parse(text) as Record<string, unknown>),
                status: response.statusCode!,
                headers: new Headers(),
                body: text,
              });
            });
          });
          outgoing.on('error', reject);
          outgoing.write('--x\r\n');
        }),
      413,
      'PAYLOAD_TOO_LARGE',
      'One upload carries at most 10 photos of 15 MB each.',
    );
  });

  it(`more than ${PHOTO_LIMITS.maxFilesPerUpload} files in one upload are refused as 400`, async () => {
    const photo = await cameraJpeg(20, 20);
    await refusedUpload(
      'upload 11 files at once',
      async () =>
        upload(
          Array.from({ length: 11 }, () => photo),
          await browser('owner@demo.test'),
        ),
      400,
      'BAD_REQUEST',
      'Send at most 10 photos in one upload.',
    );
  });

  it('an upload with no file is refused as 400', async () => {
    await refusedUpload(
      'upload with no file',
      async () => upload([], await browser('owner@demo.test')),
      400,
      'BAD_REQUEST',
      'Choose at least one photo to upload (form field "photos").',
    );
  });
});

describe('who may see a photo', () => {
  const get = (headers: Record<string, string>, suffix = '') =>
    fetchPhoto(main.baseUrl, `/api/photos/${target.photo}${suffix}`, headers);

  it.each([['owner@demo.test'], ['viewer@demo.test'], ['user@demo.test']])(
    '%s (reads inventory) gets it: 200',
    async (email) => {
      const answer = await get(await session(email));
      expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    },
  );

  it('read and write tokens get it: 200', async () => {
    expect((await get(bearer(secrets.demoReadToken), '/thumbnail')).status).toBe(200);
    expect((await get(bearer(target.writeToken))).status).toBe(200);
  });

  it('anonymous 401, an agent without inventory 403, another organization 404 — none cacheable', async () => {
    const answers = [
      await get({}),
      await get(await session('agent@demo.test')),
      await get(await session('owner@rival.test')),
      await get(bearer(secrets.rivalWriteToken), '/thumbnail'),
      await get(bearer('lw_not_a_real_token')),
    ];
    expect(
      answers.map((answer) => [answer.status, answer.headers.get('cache-control'), answer.headers.get('content-type')]),
    ).toEqual([
      [401, 'private, no-store', 'application/json; charset=utf-8'],
      [403, 'private, no-store', 'application/json; charset=utf-8'],
      [404, 'private, no-store', 'application/json; charset=utf-8'],
      [404, 'private, no-store', 'application/json; charset=utf-8'],
      [401, 'private, no-store', 'application/json; charset=utf-8'],
    ]);
  });
});

describe('arranging photos through the graph', () => {
  const MUTATIONS = [
    [
      'setMainVehiclePhoto',
      'mutation ($id: ID!) { setMainVehiclePhoto(id: $id) { id } }',
      () => ({ id: target.photo }),
    ],
    ['deleteVehiclePhoto', 'mutation ($id: ID!) { deleteVehiclePhoto(id: $id) { id } }', () => ({ id: target.photo })],
    [
      'reorderVehiclePhotos',
      'mutation ($v: ID!, $p: [ID!]!) { reorderVehiclePhotos(vehicleId: $v, photoIds: $p) { id } }',
      () => ({ v: target.vehicle, p: [target.photo] }),
    ],
  ] as const;

  it.each(MUTATIONS)(
    '%s: a VIEWER and a read token are FORBIDDEN, another organization NOT_FOUND; nothing changes',
    async (name, query, variables) => {
      const cases: [string, Record<string, string>, number, string][] = [
        ['a VIEWER', await session('viewer@demo.test'), 200, 'FORBIDDEN'],
        ['a read token', bearer(secrets.demoReadToken), 403, 'FORBIDDEN'],
        ['Rival’s OWNER', await session('owner@rival.test'), 200, 'NOT_FOUND'],
        ['Rival’s write token', bearer(secrets.rivalWriteToken), 200, 'NOT_FOUND'],
      ];
      for (const [who, headers, status, code] of cases) {
        const before = await photosOfTarget();
        const { answer, stored } = await attempt(`photos: ${name} as ${who}`, () => gql(query, variables(), headers));
        expect([answer.status, answer.errors?.[0]?.extensions?.code, answer.data ?? null, stored], who).toEqual([
          status,
          code,
          null,
          0,
        ]);
        expect(await photosOfTarget()).toEqual(before);
      }
    },
  );
});
