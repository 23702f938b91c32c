import { generateKeyPairSync, randomBytes, sign, X509Certificate, type KeyObject } from 'node:crypto';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  AttributeTypeAndValue,
  AttributeValue,
  BasicConstraints,
  Certificate,
  Extension,
  Extensions,
  id_ce_basicConstraints,
  Name,
  RelativeDistinguishedName,
  SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
  Version,
} from '@peculiar/asn1-x509';

/** The extensions Apple puts in its App Store signing certificates (value: ASN.1 NULL). */
export const appStoreMarkerOids = {
  /** Marks the leaf that signs App Store data. */
  leaf: '1.2.840.113635.100.6.11.1',
  /** Marks Apple's Worldwide Developer Relations intermediate. */
  intermediate: '1.2.840.113635.100.6.2.1',
} as const;

const asnNull = new Uint8Array([0x05, 0x00]);
const commonNameOid = '2.5.4.3';
const ecdsaWith = { 'P-256': { oid: '1.2.840.10045.4.3.2', hash: 'sha256' }, 'P-384': { oid: '1.2.840.10045.4.3.3', hash: 'sha384' } } as const;

export type TestCurve = keyof typeof ecdsaWith;

/** A certificate the tests made, with its private key. */
export interface TestCertificate {
  readonly der: Buffer;
  readonly pem: string;
  readonly x509: X509Certificate;
  readonly privateKey: KeyObject;
  readonly curve: TestCurve;
}

export interface IssueTestCertificateOptions {
  commonName: string;
  /** Who signs it; absent: it signs itself (a root). */
  issuer?: TestCertificate;
  curve?: TestCurve;
  notBefore: Date;
  notAfter: Date;
  /** A certificate authority (basicConstraints cA); roots and intermediates are. */
  ca: boolean;
  /** Marker extensions to add, e.g. appStoreMarkerOids.leaf. */
  markers?: readonly string[];
  /** Sign with this key instead of the issuer's (a forged certificate). */
  signingKey?: KeyObject;
}

const arrayBufferOf = (bytes: Uint8Array): ArrayBuffer => new Uint8Array(bytes).buffer;

function nameOf(commonName: string): Name {
  return new Name([new RelativeDistinguishedName([new AttributeTypeAndValue({ type: commonNameOid, value: new AttributeValue({ utf8String: commonName }) })])]);
}

/** An X.509 v3 certificate with an EC key, built with the ASN.1 schemas and signed with node:crypto. */
export function issueTestCertificate(options: IssueTestCertificateOptions): TestCertificate {
  const curve = options.curve ?? 'P-256';
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: curve });
  const issuerCurve = options.issuer?.curve ?? curve;
  const algorithm = ecdsaWith[issuerCurve];
  const serial = randomBytes(12);
  serial[0] = ((serial[0] ?? 1) & 0x7f) | 0x01;

  const extensions = [
    new Extension({ extnID: id_ce_basicConstraints, critical: true, extnValue: new OctetString(AsnConvert.serialize(new BasicConstraints({ cA: options.ca }))) }),
    ...(options.markers ?? []).map((oid) => new Extension({ extnID: oid, critical: false, extnValue: new OctetString(asnNull) })),
  ];
  const tbs = new TBSCertificate({
    version: Version.v3,
    serialNumber: arrayBufferOf(serial),
    signature: new AlgorithmIdentifier({ algorithm: algorithm.oid }),
    issuer: nameOf(options.issuer ? options.issuer.x509.subject.replace(/^CN=/, '') : options.commonName),
    validity: new Validity({ notBefore: options.notBefore, notAfter: options.notAfter }),
    subject: nameOf(options.commonName),
    subjectPublicKeyInfo: AsnConvert.parse(publicKey.export({ type: 'spki', format: 'der' }), SubjectPublicKeyInfo),
    extensions: new Extensions(extensions),
  });
  const tbsDer = Buffer.from(AsnConvert.serialize(tbs));
  const signingKey = options.signingKey ?? options.issuer?.privateKey ?? privateKey;
  const signature = sign(algorithm.hash, tbsDer, signingKey);
  const certificate = new Certificate({
    tbsCertificate: tbs,
    signatureAlgorithm: new AlgorithmIdentifier({ algorithm: algorithm.oid }),
    signatureValue: arrayBufferOf(signature),
  });
  const der = Buffer.from(AsnConvert.serialize(certificate));
  const pem = `-----BEGIN CERTIFICATE-----\n${der.toString('base64').replace(/(.{64})/g, '$1\n').replace(/\n$/, '')}\n-----END CERTIFICATE-----\n`;
  return { der, pem, x509: new X509Certificate(der), privateKey, curve };
}
