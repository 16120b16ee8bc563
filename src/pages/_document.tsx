import {
  DocumentHeadTags,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { DEFAULT_LANGUAGE } from '../shared/config';
import {
  CSP_NONCE_REQUEST_KEY,
  PUBLIC_CONFIG_ELEMENT_ID,
  PUBLIC_CONFIG_REQUEST_KEY,
  serializePublicConfig,
  type PublicConfig,
  type RequestWithPublicConfig,
} from '../shared/config/public-config';

// MUI's styles are collected during server rendering and inlined in <head>, so the first
// paint is already styled.
type LotwiseDocumentProps = DocumentProps & DocumentHeadTagsProps & { publicConfig: PublicConfig; nonce?: string };

export default function Document(props: LotwiseDocumentProps) {
  return (
    <Html lang={DEFAULT_LANGUAGE} dir="ltr">
      <Head nonce={props.nonce}>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <DocumentHeadTags {...props} />
        {/* Third-party configuration the server read at start (not code: never executed). */}
        <script
          nonce={props.nonce}
          id={PUBLIC_CONFIG_ELEMENT_ID}
          type="application/json"
          dangerouslySetInnerHTML={{ __html: serializePublicConfig(props.publicConfig) }}
        />
      </Head>
      <body>
        <Main />
        <NextScript nonce={props.nonce} />
      </body>
    </Html>
  );
}

// Every page is rendered per request (see _app's getInitialProps), so each carries the server's
// third-party configuration and the nonce its Content-Security-Policy expects on scripts.
Document.getInitialProps = async (ctx: DocumentContext) => {
  const initialProps = await documentGetInitialProps(ctx);
  const request = ctx.req as RequestWithPublicConfig | undefined;
  return {
    ...initialProps,
    publicConfig: request?.[PUBLIC_CONFIG_REQUEST_KEY] ?? {},
    nonce: request?.[CSP_NONCE_REQUEST_KEY],
  };
};
